export function serverDataDir(port: number | string): string;
