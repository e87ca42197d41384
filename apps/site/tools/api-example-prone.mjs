// "What does Prone do?" in Thai, from the data API alone (what a bot would do).
// Usage: node apps/site/tools/api-example-prone.mjs [site address, default http://127.0.0.1:8080]
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
async function get(path) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}
const glossary = await get('/api/v2/th/glossary.json');
const term = glossary.terms.find((entry) => entry.names.en === 'Prone');
if (!term) throw new Error('the glossary has no term named Prone');
const definition = term.definitionText ?? `no Thai definition yet: ${term.fallback.document}`;
console.log(`${term.name} (${term.names.en}): ${definition}`);
const rule = term.rule ? await get(term.rule.document) : { subsections: [] };
const under = await Promise.all(rule.subsections.map((id) => get(`/api/v2/th/rules/${id}.json`)));
// The rule and the sections under it; a section not yet in Thai says so and points to its text.
for (const section of term.rule ? [rule, ...under] : []) {
  const shown = section.state === 'missing' ? await get(section.fallback.document) : section;
  const name = shown === section ? term.name : term.names.en;
  // Its lines that speak of Prone (not the bare list of condition names).
  const lines = shown.text
    .split('\n')
    .filter((line) => line.includes(name) && line.length > name.length + 30);
  if (lines.length === 0) continue;
  const reviewer = section.reviewer ? `, ${section.reviewer.by}` : '';
  console.log(`\n${section.title} [${section.state}${reviewer}; ${section.source}, ${section.license}]`);
  if (shown !== section) console.log(`(not yet in Thai: in ${shown.locale}, ${section.fallback.page})`);
  for (const line of lines) console.log(`- ${line.replace(/^- /, '')}`);
  console.log(new URL(section.page, base).href);
}
