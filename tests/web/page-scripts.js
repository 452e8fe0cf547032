/* page-scripts.js: the parts of an exported pack page, for the tests that run it in Node.js
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
"use strict";

const fs = require ("fs");

function grab (html, pattern, what) {
  const match = html.match (pattern);

  if (match === null)
    throw new Error (`the page has no ${what}`);
  return match[1];
}

/* The pack JSON, the base64 WebAssembly and the rules' script of the page
 * at @path, and PolyformRules as the page defines it. */
function loadPage (path) {
  const html = fs.readFileSync (path, "utf8");
  const element = (type, id) =>
    new RegExp (`<script type="${type}" id="${id}">\\n([\\s\\S]*?)\\n</script>`);
  const pack = JSON.parse (grab (html, element ("application/json", "pack-data"), "pack JSON"));
  const wasm = grab (html, element ("application/octet-stream", "rules-wasm"), "rules");
  const scripts = [...html.matchAll (/<script>\n([\s\S]*?)\n<\/script>/g)].map ((m) => m[1]);
  const rules = scripts.find ((s) => s.includes ("var PolyformRules"));

  if (rules === undefined)
    throw new Error ("the page has no PolyformRules script");
  const PolyformRules = new Function (rules + "\nreturn PolyformRules;") ();
  return { html, pack, wasm, PolyformRules };
}

module.exports = { loadPage };
