/** The value of one sample line (`name{labels} value`) of a metrics page, or undefined. */
export function sample(page: string, name: string, labels: string) {
  const line = page
    .split('\n')
    .find(
      (text) =>
        text.startsWith(`${name}{`) && labels.split(',').every((label) => text.includes(label)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
