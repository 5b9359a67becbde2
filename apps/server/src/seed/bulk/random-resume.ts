import type { DemoPerson } from '../demo-people';
import { LOCATIONS } from '../job-catalogue';
import type { Random } from '../random';
import { COMPANIES } from './random-person';

/**
 * Tools no role of the catalogue asks for, so their words appear only in CVs. The earlier ones are
 * drawn far more often than the later ones (a long tail): the last few sit in a handful of CVs.
 */
export const TOOLS = [
  'Grafana',
  'Kafka',
  'Elasticsearch',
  'Jenkins',
  'RabbitMQ',
  'Jira',
  'Datadog',
  'Tableau',
  'Ansible',
  'gRPC',
  'Jest',
  'Webpack',
  'Sentry',
  'Tailwind',
  'Cypress',
  'Storybook',
  'Jupyter',
  'Rust',
  'Scala',
  'Looker',
  'dbt',
  'Cassandra',
  'Helm',
  'Vault',
  'Istio',
  'Keras',
  'XGBoost',
  'Svelte',
  'Pulumi',
  'Flink',
  'ClickHouse',
  'Mixpanel',
  'Superset',
  'Sketch',
  'Miro',
  'Neo4j',
  'Elixir',
  'Dagster',
  'Polars',
  'DuckDB',
  'Consul',
  'Envoy',
  'Nomad',
  'Bazel',
  'Wireshark',
  'Metabase',
  'Clojure',
  'Haskell',
  'Remix',
  'Deno',
  'Tekton',
  'Hasura',
  'Vitess',
  'LightGBM',
  'Ghidra',
  'Godot',
  'Solidity',
  'OCaml',
  'Erlang',
  'Julia',
  'Fortran',
  'COBOL',
  'Verilog',
  'Zig',
];
export const DOMAINS = [
  'payments',
  'logistics',
  'patient records',
  'online retail',
  'video streaming',
  'credit risk',
  'ride sharing',
  'online learning',
  'insurance claims',
  'energy trading',
  'mobile games',
  'travel booking',
];
const RESULTS = [
  'cut page load times by',
  'reduced cloud costs by',
  'lowered the error rate by',
  'raised conversion by',
  'shortened release cycles by',
  'brought incident counts down by',
];

/** A tool from the long tail: index ≈ count · u³, so the first tools are common and the last rare. */
const tool = (random: Random) => TOOLS[Math.floor(TOOLS.length * random.next() ** 3)];

/**
 * The text of a bulk-seeded candidate's CV: 100–300 words of experience sentences that mix the
 * person's core skills with tools from TOOLS, drawn from the seed's generator (reproducible).
 */
export function randomResumeText(random: Random, person: DemoPerson): string {
  const target = random.int(100, 300);
  const skill = () => random.pick(person.skills);
  const sentences = [
    `${person.firstName} ${person.lastName}, ${person.title} in ${person.location} with ${person.years} years of experience.`,
    `Currently ${person.role} at ${person.company}, working daily with ${person.skills.join(', ')}.`,
  ];
  const templates = [
    () =>
      `Led the move of a ${random.pick(DOMAINS)} platform to ${skill()} and ${tool(random)}, which ${random.pick(RESULTS)} ${random.int(10, 60)}%.`,
    () =>
      `Built and ran ${random.pick(DOMAINS)} services with ${skill()}, monitored with ${tool(random)}.`,
    () =>
      `Introduced ${tool(random)} for ${random.pick(DOMAINS)} reporting across ${random.int(2, 12)} teams.`,
    () => `Mentored ${random.int(2, 9)} colleagues in ${skill()} and ${tool(random)}.`,
    () =>
      `Before that, ${random.pick(person.skills)} work at ${random.pick(COMPANIES)} in ${random.pick(LOCATIONS)} on ${random.pick(DOMAINS)}, using ${tool(random)} and ${tool(random)}.`,
    () =>
      `Wrote the team's guide to ${skill()} and gave a talk on ${tool(random)} at a local meetup.`,
    () => `Certified in ${tool(random)}; comfortable with ${tool(random)} and ${skill()}.`,
  ];
  let words = sentences.join(' ').split(' ').length;
  while (words < target) {
    const sentence = random.pick(templates)();
    sentences.push(sentence);
    words += sentence.split(' ').length;
  }
  sentences.push(`Education: ${person.degree} in ${person.specialization}, ${person.college}.`);
  return sentences.join(' ');
}
