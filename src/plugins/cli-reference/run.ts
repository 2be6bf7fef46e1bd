/** Writes cli/commands.md from the data file: `npx tsx src/plugins/cli-reference/run.ts`. */
import {generate, OUTPUT_FILE} from './generate';

generate(process.cwd())
  .then(() => {
    console.log(`Wrote ${OUTPUT_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
