import { fork, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, lockFileName } from "./data-dir-lock.js";

let folder: string;
let other: ChildProcess | undefined;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "hirebase-lock-"));
});
afterEach(() => {
  other?.kill("SIGKILL");
  other = undefined;
  rmSync(folder, { recursive: true, force: true });
});

const lockFile = () => join(folder, lockFileName);
const startTimeOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[19];
/** Takes the lock, checks that it now names this process, and lets it go. */
function takeOver() {
  const lock = lockDataDir(folder);
  expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
  lock.release();
  expect(existsSync(lockFile())).toBe(false);
}

describe("lockDataDir", () => {
  it("takes the lock, records this process and removes it on release", () => {
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("refuses a folder another live process holds, naming the folder and its PID", () => {
    other = spawn("sleep", ["30"]);
    const pid = other.pid!;
    writeFileSync(lockFile(), JSON.stringify({ pid, startTime: startTimeOf(pid) }));
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(folder)).toThrow(
      `Data folder ${folder} is in use by another process (PID ${pid}): stop it or set DATA_DIR`,
    );
  });

  it("takes over the lock of a process that was killed", async () => {
    other = spawn("sleep", ["30"]);
    const pid = other.pid!;
    writeFileSync(lockFile(), JSON.stringify({ pid, startTime: startTimeOf(pid) }));
    other.kill("SIGKILL");
    await new Promise((resolve) => other!.once("exit", resolve));
    takeOver();
  });

  it("takes over a lock whose PID now belongs to a different, later process", () => {
    other = spawn("sleep", ["30"]);
    writeFileSync(lockFile(), JSON.stringify({ pid: other.pid, startTime: "1" }));
    takeOver();
  });

  it("takes over an empty or garbled lock file", () => {
    writeFileSync(lockFile(), "");
    takeOver();
    writeFileSync(lockFile(), "not json");
    takeOver();
  });
});

describe("two processes starting together", () => {
  const childFile = fileURLToPath(new URL("../../tests/fixtures/data-dir-lock-child.ts", import.meta.url));
  const rounds = 400;
  let children: ChildProcess[] = [];
  afterEach(() => children.forEach((child) => child.kill("SIGKILL")));

  function startChild(): Promise<ChildProcess> {
    const child = fork(childFile, { execArgv: ["--import", "tsx"], stdio: "ignore" });
    children.push(child);
    return new Promise((resolve) => child.once("message", () => resolve(child)));
  }
  const answer = (child: ChildProcess) => new Promise<string>((resolve) => child.once("message", resolve));

  /** Both children try to lock each folder at the same moment; returns how many won each round. */
  async function race(prepare: (folder: string) => void): Promise<string[][]> {
    children = [];
    const pair = await Promise.all([startChild(), startChild()]);
    const results: string[][] = [];
    for (let round = 0; round < rounds; round++) {
      const roundFolder = join(folder, String(round));
      mkdirSync(roundFolder);
      prepare(roundFolder);
      const startAt = performance.timeOrigin + performance.now() + 3;
      const answers = pair.map(answer);
      for (const child of pair) child.send({ folder: roundFolder, startAt });
      results.push((await Promise.all(answers)).sort());
    }
    return results;
  }

  it("lets exactly one take a free folder every time", { timeout: 120_000 }, async () => {
    const results = await race(() => {});
    expect(results.filter((answers) => answers.join() !== "lost,won")).toEqual([]);
  });

  it("lets exactly one take over a stale lock every time", { timeout: 120_000 }, async () => {
    // A PID no process has (Linux PIDs stay below 2^22).
    const results = await race((roundFolder) =>
      writeFileSync(join(roundFolder, lockFileName), JSON.stringify({ pid: 2 ** 22 + 1 })),
    );
    expect(results.filter((answers) => answers.join() !== "lost,won")).toEqual([]);
  });
});
