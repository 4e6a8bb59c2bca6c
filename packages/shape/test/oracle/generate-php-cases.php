<?php
// Test oracle for `php:` date formats: renders a fixed set of patterns with PHP's own
// DateTime::format over many instants and time zones, and writes the results as JSON test data
// (php-cases.json beside this script). The tests read only the JSON, so CI needs no PHP.
// Rerun from the repository root: php packages/shape/test/oracle/generate-php-cases.php

declare(strict_types=1);

const FORMATS = [
    'd.m.Y H:i:s',
    'd|D|j|l|N|S|w|z',
    'W|o|F|m|M|n|t|L|Y|y|X|x',
    'a|A|B|g|G|h|H|i|s|u|v',
    'e|I|O|P|p|T|Z|U',
    'c',
    'r',
    '\Y\e\a\r: Y, \w\e\e\k W \o\f o; jS \of F; [q] \\\\ ~ k f J Q',
];

const ZONES = [
    'UTC',
    'Europe/Berlin',
    'Europe/London',
    'Europe/Dublin',
    'Europe/Moscow',
    'America/New_York',
    'America/Los_Angeles',
    'America/Phoenix',
    'America/Sao_Paulo',
    'America/St_Johns',
    'America/Havana',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Asia/Tehran',
    'Asia/Tokyo',
    'Asia/Shanghai',
    'Asia/Dhaka',
    'Australia/Sydney',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
    'Australia/Eucla',
    'Pacific/Auckland',
    'Pacific/Chatham',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Pacific/Marquesas',
    'Africa/Casablanca',
    'Africa/Johannesburg',
    'Atlantic/Azores',
];

/** Milliseconds since the epoch of an ISO-8601 UTC string. */
function ms(string $iso): int
{
    $d = new DateTimeImmutable($iso, new DateTimeZone('UTC'));
    return (int) $d->format('U') * 1000 + (int) $d->format('v');
}

/** Instants every zone is tested at. */
function commonInstants(): array
{
    $list = [];
    // Year boundaries: ISO week-numbering years (o, W) differ from calendar years here; late UTC
    // hours move the local date across the boundary in zones east and west of UTC.
    foreach ([2004, 2008, 2009, 2015, 2020, 2026, 2027, 2032] as $y) {
        foreach (['12-28T12:00:00', '12-31T23:30:00', '12-31T10:15:00'] as $md) {
            $list[] = ms("$y-$md.000Z");
        }
        foreach (['01-01T00:30:00', '01-01T13:45:00', '01-03T12:00:00', '01-04T23:59:59'] as $md) {
            $list[] = ms(($y + 1) . "-$md.000Z");
        }
    }
    // Leap years and non-leap century years; last days of months (t, S).
    foreach (['2024-02-29T12:00:00', '2000-02-29T23:59:59', '1900-02-28T12:00:00', '1900-03-01T00:00:00',
        '2100-02-28T12:00:00', '2100-03-01T12:00:00', '2023-02-28T22:00:00', '2026-04-30T12:00:00',
        '2026-06-01T02:03:04', '2026-09-11T11:11:11', '2026-09-12T12:12:12', '2026-09-13T13:13:13',
        '2026-09-21T21:21:21', '2026-09-22T22:22:22', '2026-09-23T03:23:23', '2026-10-31T12:00:00'] as $iso) {
        $list[] = ms("$iso.000Z");
    }
    // Milliseconds (u, v), noon and midnight (a, g, h), Swatch beats around 23:00 UTC (B = 000).
    foreach (['2026-11-22T01:27:40.123Z', '2026-03-15T12:00:00.001Z', '2026-03-15T00:00:00.999Z',
        '2026-05-05T22:59:59.999Z', '2026-05-05T23:00:00.000Z', '2026-05-05T23:00:00.864Z',
        '2026-05-06T11:59:59.500Z', '2026-05-06T12:00:00.000Z', '1969-12-31T23:59:59.500Z',
        '1970-01-01T00:00:00.000Z', '1969-07-20T20:17:40.000Z', '1950-06-15T08:30:00.250Z',
        '2038-01-19T03:14:08.000Z', '2099-12-31T23:59:59.999Z'] as $iso) {
        $list[] = ms($iso);
    }
    // Seeded pseudo-random instants between 1971 and 2040.
    mt_srand(20261122);
    for ($i = 0; $i < 12; $i++) {
        $list[] = mt_rand(31536000, 2208988800) * 1000 + mt_rand(0, 999);
    }
    return $list;
}

/** Instants around the zone's offset changes in 2026 and 2027 (DST in both directions). */
function transitionInstants(string $zone): array
{
    $list = [];
    $tz = new DateTimeZone($zone);
    foreach ($tz->getTransitions(ms('2000-06-01T00:00:00Z') / 1000, ms('2027-12-31T00:00:00Z') / 1000) as $i => $t) {
        if ($i === 0) {
            continue; // the first entry is the state at the start, not a transition
        }
        $year = (int) gmdate('Y', $t['ts']);
        if ($year !== 2026 && $year !== 2027 && $year !== 2000 && $year !== 2011) {
            continue;
        }
        foreach ([-3600, -1, 0, 1, 1800] as $delta) {
            $list[] = ($t['ts'] + $delta) * 1000;
        }
    }
    return $list;
}

/** Instants only UTC is tested at: years far from today (four-digit padding, signs of X and x). */
function extremeInstants(): array
{
    return array_map('ms', ['0001-01-01T00:00:00.000Z', '0999-06-15T12:00:00.000Z',
        '1000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '1600-02-29T12:00:00.000Z']);
}

/** The instant as PHP's DateTime in the zone. */
function at(int $epochMs, string $zone): DateTimeImmutable
{
    $seconds = intdiv($epochMs - (($epochMs % 1000) + 1000) % 1000, 1000);
    $milli = (($epochMs % 1000) + 1000) % 1000;
    $utc = new DateTimeImmutable(gmdate('Y-m-d\TH:i:s', $seconds) . sprintf('.%03dZ', $milli));
    return $utc->setTimezone(new DateTimeZone($zone));
}

/** The version of the tz database PHP reads (Debian's PHP uses the system's), or "bundled". */
function tzdataVersion(): string
{
    $head = @file_get_contents('/usr/share/zoneinfo/tzdata.zi', false, null, 0, 40);
    return is_string($head) && preg_match('/version (\S+)/', $head, $m) ? $m[1] : timezone_version_get();
}

$zones = [];
$count = 0;
foreach (ZONES as $zone) {
    $instants = array_merge(commonInstants(), transitionInstants($zone), $zone === 'UTC' ? extremeInstants() : []);
    $instants = array_values(array_unique($instants));
    $expected = [];
    foreach ($instants as $instant) {
        $d = at($instant, $zone);
        $expected[] = array_map(fn (string $f) => $d->format($f), FORMATS);
        $count += count(FORMATS);
    }
    $zones[] = ['zone' => $zone, 'instants' => $instants, 'expected' => $expected];
}

$data = [
    'about' => 'Generated by generate-php-cases.php with PHP\'s DateTime::format; do not edit by hand.',
    'php' => PHP_VERSION,
    'tzdata' => tzdataVersion(),
    'cases' => $count,
    'formats' => FORMATS,
    'zones' => $zones,
];
$file = __DIR__ . '/php-cases.json';
file_put_contents($file, json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n");
fwrite(STDERR, "wrote $count cases over " . count(ZONES) . " zones to php-cases.json\n");
