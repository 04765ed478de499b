// Fails loudly when an npm script would run on the machine's older system Node (STACK.md trap 1).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `\n✖ Node ${process.versions.node} is running, but this project needs Node 24.\n` +
      `  Run it through npm (npm run …/npx …) after "npm ci" so that the "node" devDependency is on the PATH.\n`,
  );
  process.exit(1);
}
