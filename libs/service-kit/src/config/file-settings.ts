import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { envVariables } from './env-variables';

/** The suffix that names a file holding a setting's value (Docker and Swarm secrets). */
export const FILE_SUFFIX = '_FILE';

/**
 * Settings given as files: for each variable the schema reads, `NAME_FILE=/run/secrets/name` in
 * place of `NAME` gives it the file's content (its last line break dropped), as Docker and Swarm
 * hand secrets to a container, so that no password sits in the environment or the stack file.
 * Both set is refused (which would win is a guess), and so is a file that cannot be read. A
 * variable whose `NAME_FILE` the schema reads itself (a path it opens, such as a list to import)
 * is left to the schema.
 */
export function withFileSettings(
  schema: z.ZodType,
  source: NodeJS.ProcessEnv,
): { values: NodeJS.ProcessEnv; problems: string[] } {
  const names = new Set(envVariables(schema));
  const values: NodeJS.ProcessEnv = { ...source };
  const problems: string[] = [];
  for (const name of names) {
    const fileKey = `${name}${FILE_SUFFIX}`;
    const file = source[fileKey];
    if (!file || names.has(fileKey)) continue;
    if (source[name]) {
      problems.push(`${name}: set either ${name} or ${fileKey}, not both`);
      continue;
    }
    try {
      values[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push(`${fileKey}: cannot read ${file} (${reason})`);
    }
    delete values[fileKey];
  }
  return { values, problems };
}
