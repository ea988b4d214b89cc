// Ace by DAISY on several books in one Node process and one Chromium: its command line starts
// both for each book, and their start-up is most of a check. Arguments: book outdir book outdir ...;
// each outdir gets the report.json the command line writes. Exit code 1 when a check could not run.
'use strict';

const ace = require('@daisy/ace-core');
const logger = require('@daisy/ace-logger');
const runner = require('@daisy/ace-axe-runner-puppeteer');

logger.initLogger({ verbose: false, silent: true });
let launched = false;
// Ace launches and closes the browser around each book: here the first launch stays up to the end.
const shared = Object.assign({}, runner, {
  launch: async () => {
    if (!launched) {
      await runner.launch();
      launched = true;
    }
  },
  close: async () => {},
});

(async () => {
  const args = process.argv.slice(2);
  try {
    for (let i = 0; i + 1 < args.length; i += 2) {
      await ace(args[i], { cwd: process.cwd(), outdir: args[i + 1], silent: true, jobId: '' }, shared);
    }
  } finally {
    if (launched) await runner.close();
  }
})().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exitCode = 1;
});
