// "What does Prone do?" in Thai, from the data API alone (what a bot would do).
// Usage: node apps/site/tools/api-example-prone.mjs [site address, default http://127.0.0.1:8080]
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
async function get(path) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}
const glossary = await get('/api/v1/th/glossary.json');
const term = glossary.terms.find((entry) => entry.names.en === 'Prone');
if (!term) throw new Error('the glossary has no term named Prone');
console.log(
  `${term.name} (${term.names.en}): ${term.definitionText ?? `no Thai definition yet, see ${term.fallback.document}`}`,
);
if (term.rule) {
  const rule = await get(term.rule.document);
  // A rule not yet in Thai has no text here: say so and read the language that has it.
  const shown = rule.state === 'missing' ? await get(rule.fallback.document) : rule;
  const reviewer = rule.reviewer ? `, ${rule.reviewer.by} ${rule.reviewer.on ?? ''}` : '';
  console.log(`\n${rule.title} [${rule.state}${reviewer}] ${rule.source} (${rule.license})`);
  if (shown !== rule) console.log(`(not yet in Thai: the text below is in ${shown.locale})`);
  const name = shown === rule ? term.name : term.names.en;
  for (const paragraph of shown.text.split('\n\n').filter((block) => block.includes(name))) {
    console.log(`- ${paragraph.replace(/\n/g, ' ')}`);
  }
  console.log(`\n${new URL(rule.page, base)}`);
}
