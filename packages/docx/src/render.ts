// `@recordgate/docx/render`: the fill itself (docxtemplater, pizzip and their XML and zip code). Apart
// from the package's main entry so that a server, whose fills run in the render workers, does not
// load it on its request thread (docs/benchmarks.md, "Idle memory: code loaded only when used").
export { fillDocx, renderDocx } from './fill-docx.js';
export type { FillDocxArgs, RenderDocxArgs, RenderedDocx } from './fill-docx.js';
