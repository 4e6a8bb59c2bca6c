<?php
// Test oracle for `php:` date formats: renders a fixed set of patterns with PHP's own
// DateTime::format over many instants and time zones, and writes the results as JSON test data
// (php-cases.json beside this script). The tests read only the JSON, so CI needs no PHP.
// German cases: the same instants with the day and month names D, l, M, F in German as Yii2's
// Formatter prints them through intl (needs php-intl).
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

/** Patterns rendered in German too: every name character, beside fields that stay PHP's. */
const GERMAN_FORMATS = [
    'd|D|j|l|N|S|w|z',
    'W|o|F|m|M|n|t|L|Y|y|X|x',
    'l, d. F Y',
    'D, d. M Y H:i T',
    'c',
    'r',
    '\D\l\M\F: D l M F; jS \of F',
];

/** Zones the German cases are rendered in: both sides of UTC and of the date line, odd offsets. */
const GERMAN_ZONES = ['UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Kiritimati',
    'Pacific/Pago_Pago'];

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
    // Every month and weekday (D, l, M, F): the 15th of each month of 2026 and seven days in a row.
    for ($m = 1; $m <= 12; $m++) {
        $list[] = ms(sprintf('2026-%02d-15T12:00:00.000Z', $m));
    }
    for ($d = 1; $d <= 7; $d++) {
        $list[] = ms(sprintf('2026-08-%02dT12:00:00.000Z', $d));
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

/**
 * Instants in years PHP writes in unusual ways (c and r print -050 where Y prints -0050, y prints -50
 * and 00, o is not padded, five-digit years): mid-year and both ends of each year, in UTC.
 */
function yearInstants(): array
{
    $list = [];
    foreach ([-100, -50, -1, 0, 1, 50, 999, 10000, 12345] as $year) {
        foreach ([[6, 19, 12, 34, 56], [1, 1, 0, 0, 0], [12, 31, 23, 0, 0]] as [$m, $d, $h, $i, $s]) {
            $utc = (new DateTimeImmutable('now', new DateTimeZone('UTC')))->setDate($year, $m, $d)->setTime($h, $i, $s);
            $list[] = (int) $utc->format('U') * 1000 + 250;
        }
    }
    return $list;
}

/** The instant as PHP's DateTime in the zone. */
function at(int $epochMs, string $zone): DateTimeImmutable
{
    $milli = (($epochMs % 1000) + 1000) % 1000;
    $seconds = intdiv($epochMs - $milli, 1000);
    $utc = DateTimeImmutable::createFromFormat('U.v', sprintf('%d.%03d', $seconds, $milli), new DateTimeZone('UTC'));
    return $utc->setTimezone(new DateTimeZone($zone));
}

/**
 * The names Yii2's Formatter prints for D, l, M and F in a language: it converts them to the ICU fields
 * eee, eeee, MMM and MMMM (format context) and formats with IntlDateFormatter. Keyed by PHP's w (0 is
 * Sunday) and n - 1. The names are read for dates of 2026 and then applied to PHP's own (proleptic
 * Gregorian) day and month, because a php: pattern keeps PHP's calendar: ICU would switch to the Julian
 * calendar before 1582.
 */
function intlNames(string $language): array
{
    $names = [];
    foreach (['D' => 'eee', 'l' => 'eeee', 'M' => 'MMM', 'F' => 'MMMM'] as $char => $icu) {
        $formatter = new IntlDateFormatter($language, IntlDateFormatter::NONE, IntlDateFormatter::NONE, 'UTC',
            IntlDateFormatter::GREGORIAN, $icu);
        $weekday = $char === 'D' || $char === 'l';
        for ($k = 0; $k < ($weekday ? 7 : 12); $k++) {
            // 2026-11-01 is a Sunday.
            $names[$char][$k] = $formatter->format($weekday ? gmmktime(12, 0, 0, 11, 1 + $k, 2026) : gmmktime(12, 0, 0, $k + 1, 15, 2026));
        }
    }
    return $names;
}

/** DateTime::format with the names of D, l, M, F from `$names` (c and r keep PHP's English names). */
function formatWithNames(DateTimeImmutable $d, string $format, array $names): string
{
    $out = '';
    for ($i = 0; $i < strlen($format); $i++) {
        $ch = $format[$i];
        if ($ch === '\\') {
            $out .= $format[++$i] ?? '';
        } elseif (isset($names[$ch])) {
            $out .= $names[$ch][$ch === 'D' || $ch === 'l' ? (int) $d->format('w') : (int) $d->format('n') - 1];
        } else {
            $out .= $d->format($ch);
        }
    }
    return $out;
}

/** The version of the tz database PHP reads (Debian's PHP uses the system's), or "bundled". */
function tzdataVersion(): string
{
    $head = @file_get_contents('/usr/share/zoneinfo/tzdata.zi', false, null, 0, 40);
    return is_string($head) && preg_match('/version (\S+)/', $head, $m) ? $m[1] : timezone_version_get();
}

$english = intlNames('en');
$german = intlNames('de');
$zones = [];
$count = 0;
foreach (ZONES as $zone) {
    $instants = array_merge(commonInstants(), transitionInstants($zone),
        $zone === 'UTC' ? array_merge(extremeInstants(), yearInstants()) : []);
    $instants = array_values(array_unique($instants));
    $expected = [];
    $germanExpected = [];
    foreach ($instants as $instant) {
        $d = at($instant, $zone);
        $expected[] = array_map(fn (string $f) => $d->format($f), FORMATS);
        $count += count(FORMATS);
        foreach (array_merge(FORMATS, GERMAN_FORMATS) as $f) {
            // The walker with intl's English names must give DateTime::format's output exactly.
            if (formatWithNames($d, $f, $english) !== $d->format($f)) {
                throw new RuntimeException("intl's English differs from PHP for \"$f\" at $instant");
            }
        }
        if (in_array($zone, GERMAN_ZONES, true)) {
            $germanExpected[] = array_map(fn (string $f) => formatWithNames($d, $f, $german), GERMAN_FORMATS);
            $count += count(GERMAN_FORMATS);
        }
    }
    $zones[] = ['zone' => $zone, 'instants' => $instants, 'expected' => $expected]
        + ($germanExpected ? ['german' => $germanExpected] : []);
}

$data = [
    'about' => 'Generated by generate-php-cases.php with PHP\'s DateTime::format; do not edit by hand.',
    'php' => PHP_VERSION,
    'icu' => INTL_ICU_VERSION,
    'tzdata' => tzdataVersion(),
    'cases' => $count,
    'formats' => FORMATS,
    'germanFormats' => GERMAN_FORMATS,
    'zones' => $zones,
];
$file = __DIR__ . '/php-cases.json';
file_put_contents($file, json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n");
fwrite(STDERR, "wrote $count cases over " . count(ZONES) . " zones to php-cases.json\n");
