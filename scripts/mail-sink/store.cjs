// The mail sink's messages: .eml files in one directory, saved whole, listed newest first, and
// never more than the newest `maxMessages` of them.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { describe, idOf } = require('./message.cjs');

const MAX_MESSAGES = 500;
// 2026-11-22T07-01-02-123Z-<random>: the time the sink received the message, then a random part.
const OWN_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-[0-9a-f]+$/;

/** The .eml files in `dir`: saves, lists newest first, keeps the newest `maxMessages`. */
function createStore(dir, maxMessages) {
  const summaries = new Map(); // file name -> summary; a kept file never changes

  async function files() {
    const names = (await fs.promises.readdir(dir)).filter((name) => name.endsWith('.eml'));
    const entries = await Promise.all(
      names.map(async (name) => ({ name, received: await receivedAt(dir, name) })),
    );
    return entries
      .filter((entry) => entry.received)
      .sort((a, b) => b.received - a.received || (a.name < b.name ? 1 : -1));
  }

  async function prune() {
    const all = await files();
    await Promise.all(
      all
        .slice(maxMessages)
        .map(({ name }) => fs.promises.unlink(path.join(dir, name)).catch(() => undefined)),
    );
  }

  return {
    dir,
    prune,
    async save(raw) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`;
      // Written aside, then renamed: a half-written message never shows up in the list.
      const partial = path.join(dir, `.${name}.part`);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(partial, raw, { flag: 'wx' });
      await fs.promises.rename(partial, path.join(dir, name));
      await prune();
      return name;
    },
    /** The file with exactly this name in `dir`, or undefined: nothing else can be reached. */
    async find(name) {
      return (await files()).find((entry) => entry.name === name);
    },
    async list() {
      const all = await files();
      for (const name of summaries.keys()) {
        if (!all.some((entry) => entry.name === name)) summaries.delete(name);
      }
      const result = [];
      for (let i = 0; i < all.length; i += 16) {
        const batch = all.slice(i, i + 16);
        result.push(
          ...(await Promise.all(
            batch.map(async ({ name, received }) => {
              if (!summaries.has(name)) {
                const raw = await fs.promises.readFile(path.join(dir, name)).catch(() => null);
                if (!raw) return null;
                summaries.set(name, await describe(raw));
              }
              return { id: idOf(name), date: received.toISOString(), ...summaries.get(name) };
            }),
          )),
        );
      }
      return result.filter(Boolean);
    },
  };
}

async function receivedAt(dir, name) {
  const match = OWN_NAME.exec(idOf(name));
  if (match) {
    const [, day, hours, minutes, seconds, millis] = match;
    const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  // Another .eml dropped into the directory: its modification time.
  const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
  return stat && stat.isFile() ? stat.mtime : null;
}

module.exports = { MAX_MESSAGES, createStore };
