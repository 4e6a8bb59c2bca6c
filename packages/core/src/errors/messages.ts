import type { Language } from '../model/types.js';

/**
 * Validation messages in the installation language, in the wording of Yii2's validators.
 *
 * @internal Shared with `@recordgate/koa` (body and list-query messages); not for embedders.
 */
export interface Messages {
  blank(label: string): string;
  notInteger(label: string): string;
  notString(label: string): string;
  notBoolean(label: string): string;
  notDateTime(label: string): string;
  tooLong(label: string, max: number): string;
  notInList(label: string, values: readonly string[]): string;
  unknownField(field: string, valid: readonly string[]): string;
  serverOwned(label: string): string;
  missingReference(label: string, id: number): string;
  exactlyOne(labels: readonly string[]): string;
  taken(label: string, value: string): string;
  noFile(typeLabel: string): string;
  fileWithoutName(): string;
  fileInOtherPart(part: string): string;
  referenceNotFound(label: string, value: string): string;
  referenceAmbiguous(label: string, value: string, field: string): string;
  referenceNoLookup(label: string, fields: readonly string[]): string;
  referenceBadValue(label: string, fields: readonly string[]): string;
  referenceTwice(name: string, field: string): string;
  /** List filters (Yii2 DataFilter wording, plus how to fix). */
  filterInvalid(detail: string): string;
  filterUnknownAttribute(attribute: string, valid: readonly string[]): string;
  filterUnknownOperator(operator: string, valid: readonly string[]): string;
  filterValueFormat(attribute: string): string;
  filterMultipleOperands(operator: string): string;
  filterRequiresAttribute(operator: string): string;
  filterUnsupportedOperator(attribute: string, operator: string, valid: readonly string[]): string;
  filterTooComplex(max: number): string;
  filterTooDeep(max: number): string;
  /** Values at their edges (docs/writing-records.md). */
  dateTimeOutOfRange(label: string, range: string): string;
  integerOutOfRange(label: string, min: number, max: number): string;
  notWellFormedText(label: string): string;
}

const en: Messages = {
  blank: (l) => `${l} cannot be blank.`,
  notInteger: (l) => `${l} must be an integer.`,
  notString: (l) => `${l} must be a string.`,
  notBoolean: (l) => `${l} must be either "true" or "false".`,
  notDateTime: (l) =>
    `${l} must be an ISO 8601 date-time (2026-11-22T09:30:00+01:00) or a Unix timestamp.`,
  tooLong: (l, max) => `${l} should contain at most ${max} characters.`,
  notInList: (l, values) => `${l} is invalid. Allowed values: ${values.join(', ')}.`,
  unknownField: (f, valid) =>
    `"${f}" is not a field of this record type. Writable fields: ${valid.join(', ')}.`,
  serverOwned: (l) => `${l} is set by the server and cannot be written.`,
  missingReference: (l, id) => `${l} #${id} does not exist or is not accessible.`,
  exactlyOne: (labels) => `Exactly one of ${labels.join(', ')} must be set.`,
  taken: (l, v) => `${l} "${v}" has already been taken.`,
  noFile: (t) => `${t} records take no file. Send the fields without a "file" part.`,
  fileWithoutName: () =>
    'The part "file" must carry a file with a filename (curl: -F "file=@offer.docx").',
  fileInOtherPart: (p) => `"${p}" is a file part; a file is sent in the part named "file" only.`,
  referenceNotFound: (l, v) =>
    `${l} ${v} does not exist or is not accessible. Send the header ignoreMissingReference: true to leave it unset.`,
  referenceAmbiguous: (l, v, f) =>
    `${l} ${v} matches several records. Send ${f} with the id, more fields to match, or the header ignoreDuplicateReference: true to take the lowest id.`,
  referenceNoLookup: (l, fields) =>
    `${l} has no lookup field; give an object of fields to match (${fields.join(', ')}) or the id.`,
  referenceBadValue: (l, fields) =>
    `${l} must be a value of its lookup field or an object of fields to match: ${fields.join(', ')}.`,
  referenceTwice: (n, f) => `Give either ${f} or ${n}, not both.`,
  filterInvalid: (d) => `The format of Filter is invalid: ${d}`,
  filterUnknownAttribute: (a, valid) =>
    `Unknown filter attribute "${a}". Filterable fields: ${valid.join(', ')}.`,
  filterUnknownOperator: (o, valid) =>
    `Unknown filter operator "${o}". Operators: ${valid.join(', ')}.`,
  filterValueFormat: (a) =>
    `Condition for "${a}" should be either a value or valid operator specification, such as filter[${a}][eq]=….`,
  filterMultipleOperands: (o) =>
    `Operator "${o}" requires multiple operands: filter[…][${o}][]=1&filter[…][${o}][]=2.`,
  filterRequiresAttribute: (o) =>
    `Operator "${o}" must be used with a search attribute: filter[title][${o}]=….`,
  filterUnsupportedOperator: (a, o, valid) =>
    `"${a}" does not support operator "${o}". Operators for "${a}": ${valid.join(', ')}.`,
  filterTooComplex: (max) => `The filter is too complex: at most ${max} conditions are allowed.`,
  filterTooDeep: (max) =>
    `The filter is nested too deeply: at most ${max} levels of and, or and not are allowed.`,
  dateTimeOutOfRange: (l, range) => `${l} must be a date-time between ${range}.`,
  integerOutOfRange: (l, min, max) => `${l} must be an integer from ${min} to ${max}.`,
  notWellFormedText: (l) =>
    `${l} contains a NUL character (U+0000) or an unpaired surrogate; send well-formed Unicode text without them.`,
};

const de: Messages = {
  blank: (l) => `${l} darf nicht leer sein.`,
  notInteger: (l) => `${l} muss eine Ganzzahl sein.`,
  notString: (l) => `${l} muss eine Zeichenkette sein.`,
  notBoolean: (l) => `${l} muss entweder "true" oder "false" sein.`,
  notDateTime: (l) =>
    `${l} muss ein Datum nach ISO 8601 (2026-11-22T09:30:00+01:00) oder ein Unix-Zeitstempel sein.`,
  tooLong: (l, max) => `${l} darf maximal ${max} Zeichen enthalten.`,
  notInList: (l, values) => `${l} ist ungültig. Erlaubte Werte: ${values.join(', ')}.`,
  unknownField: (f, valid) =>
    `"${f}" ist kein Feld dieses Datensatztyps. Schreibbare Felder: ${valid.join(', ')}.`,
  serverOwned: (l) => `${l} wird vom Server gesetzt und kann nicht geschrieben werden.`,
  missingReference: (l, id) => `${l} #${id} existiert nicht oder ist nicht zugänglich.`,
  exactlyOne: (labels) => `Genau eines von ${labels.join(', ')} muss gesetzt sein.`,
  taken: (l, v) => `${l} "${v}" ist bereits vergeben.`,
  noFile: (t) => `${t}-Datensätze nehmen keine Datei an. Senden Sie die Felder ohne Teil "file".`,
  fileWithoutName: () =>
    'Der Teil "file" muss eine Datei mit Dateinamen enthalten (curl: -F "file=@angebot.docx").',
  fileInOtherPart: (p) =>
    `"${p}" ist ein Dateiteil; eine Datei wird nur im Teil namens "file" gesendet.`,
  referenceNotFound: (l, v) =>
    `${l} ${v} existiert nicht oder ist nicht zugänglich. Mit dem Header ignoreMissingReference: true bleibt das Feld leer.`,
  referenceAmbiguous: (l, v, f) =>
    `${l} ${v} passt auf mehrere Datensätze. Senden Sie ${f} mit der ID, weitere Felder zum Abgleich oder den Header ignoreDuplicateReference: true, um die niedrigste ID zu nehmen.`,
  referenceNoLookup: (l, fields) =>
    `${l} hat kein Suchfeld; geben Sie ein Objekt mit Feldern zum Abgleich (${fields.join(', ')}) oder die ID an.`,
  referenceBadValue: (l, fields) =>
    `${l} muss ein Wert des Suchfelds oder ein Objekt mit Feldern zum Abgleich sein: ${fields.join(', ')}.`,
  referenceTwice: (n, f) => `Geben Sie entweder ${f} oder ${n} an, nicht beides.`,
  filterInvalid: (d) => `Das Format von Filter ist ungültig: ${d}`,
  filterUnknownAttribute: (a, valid) =>
    `Unbekanntes Filterattribut "${a}". Filterbare Felder: ${valid.join(', ')}.`,
  filterUnknownOperator: (o, valid) =>
    `Unbekannter Filteroperator "${o}". Operatoren: ${valid.join(', ')}.`,
  filterValueFormat: (a) =>
    `Die Bedingung für "${a}" muss ein Wert oder eine gültige Operatorangabe sein, etwa filter[${a}][eq]=….`,
  filterMultipleOperands: (o) =>
    `Der Operator "${o}" erfordert mehrere Operanden: filter[…][${o}][]=1&filter[…][${o}][]=2.`,
  filterRequiresAttribute: (o) =>
    `Der Operator "${o}" muss mit einem Suchattribut verwendet werden: filter[title][${o}]=….`,
  filterUnsupportedOperator: (a, o, valid) =>
    `"${a}" unterstützt den Operator "${o}" nicht. Operatoren für "${a}": ${valid.join(', ')}.`,
  filterTooComplex: (max) =>
    `Der Filter ist zu komplex: höchstens ${max} Bedingungen sind erlaubt.`,
  filterTooDeep: (max) =>
    `Der Filter ist zu tief verschachtelt: höchstens ${max} Ebenen von and, or und not sind erlaubt.`,
  dateTimeOutOfRange: (l, range) => `${l} muss ein Zeitpunkt zwischen ${range} sein.`,
  integerOutOfRange: (l, min, max) => `${l} muss eine Ganzzahl von ${min} bis ${max} sein.`,
  notWellFormedText: (l) =>
    `${l} enthält ein NUL-Zeichen (U+0000) oder ein unpaariges Surrogat; senden Sie wohlgeformten Unicode-Text ohne diese.`,
};

/**
 * The message catalogue of a language.
 *
 * @internal Shared with `@recordgate/koa`; not for embedders.
 */
export function messagesFor(language: Language): Messages {
  return language === 'de' ? de : en;
}
