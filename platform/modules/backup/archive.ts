// The backup archive on disk: a gzip'd tar of manifest.json, database.sql and files/…, written
// beside its final name and renamed into place (a reader never sees half an archive), and read
// back into a scratch directory where every part is checked against the manifest.
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar';
import { entriesOf } from '../../db/snapshot';
import { BackupRefused, DATABASE_PART, FILES_PREFIX, MANIFEST_NAME, checkManifest, hashFile, type Manifest, type ManifestPart } from './manifest';

/**
 * Puts the uploaded files into the staging directory (hard links where the file system allows,
 * copies otherwise) and hashes the staged copies: what is hashed is what is archived, even if
 * an upload lands or a file is removed meanwhile. Half-written uploads (*.tmp) are left out.
 */
export async function stageFiles(filesDir: string, staging: string): Promise<ManifestPart[]> {
  const parts: ManifestPart[] = [];
  const walk = async (dir: string, rel: string) => {
    const entries = await entriesOf(dir);
    if (!entries) return;
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const from = path.join(dir, entry.name);
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        await walk(from, name);
      } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        const to = path.join(staging, FILES_PREFIX, name);
        await mkdir(path.dirname(to), { recursive: true });
        try {
          await link(from, to);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOENT') continue;
          await copyFile(from, to);
        }
        parts.push({ name: FILES_PREFIX + name, ...(await hashFile(to)) });
      }
    }
  };
  await walk(filesDir, '');
  return parts;
}

/**
 * gzip's fastest level. The dump and pack are the backup's longest phase and the one that decides the
 * list's p95 during a backup on two cores (decision 040); on the 100 000-waybill bench store level 6
 * cost the child 12.7–14.2 CPU seconds and level 1 10.4–12.4, for an archive of 13.7 MB against 10.6.
 */
export const ARCHIVE_GZIP_LEVEL = 1;

/** Writes manifest.json into the staging directory and packs it with its parts into `out`. */
export async function packArchive(staging: string, manifest: Manifest, out: string): Promise<number> {
  await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
  const partial = `${out}.partial`;
  await mkdir(path.dirname(out), { recursive: true });
  // The manifest first, so a reader learns what it holds before the bulk. Node's own gzip runs in
  // the thread pool, so packing inside the server does not hold up its event loop.
  const entries = [MANIFEST_NAME, ...manifest.parts.map((p) => p.name)];
  try {
    await pipeline(
      tar.create({ cwd: staging, portable: true, noDirRecurse: true }, entries),
      createGzip({ level: ARCHIVE_GZIP_LEVEL }),
      createWriteStream(partial),
    );
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(out)).size;
}

export type OpenedArchive = { manifest: Manifest; dir: string; databaseFile: string; filesDir: string };

/**
 * Unpacks an archive into `workDir` and checks it: a readable tar.gz, a manifest this version can
 * restore, and every part present with its size and sha256. Throws BackupRefused with the reason.
 */
export async function openArchive(file: string, workDir: string): Promise<OpenedArchive> {
  try {
    await stat(file);
  } catch {
    throw new BackupRefused(`找不到备份文件：${file}`);
  }
  await mkdir(workDir, { recursive: true });
  const wanted = (p: string) => p === MANIFEST_NAME || p === DATABASE_PART || p.startsWith(FILES_PREFIX);
  try {
    await pipeline(createReadStream(file), tar.extract({ cwd: workDir, strict: true, filter: (p) => wanted(p.replace(/^\.\//, '')) }));
  } catch (error) {
    const reason = (error as Error).message || String(error);
    throw new BackupRefused(`备份文件不完整或已损坏，无法解开（${reason}）`);
  }
  let manifestText: string;
  try {
    manifestText = await readFile(path.join(workDir, MANIFEST_NAME), 'utf8');
  } catch {
    throw new BackupRefused('备份文件中没有清单（manifest.json），不是本平台的备份或已损坏');
  }
  const manifest = checkManifest(manifestText);
  for (const part of manifest.parts) {
    if (part.name.includes('..') || path.isAbsolute(part.name)) throw new BackupRefused(`备份清单中的文件名不正确：${part.name}`);
    let actual;
    try {
      actual = await hashFile(path.join(workDir, part.name));
    } catch {
      throw new BackupRefused(`备份文件不完整：缺少 ${part.name}`);
    }
    if (actual.size !== part.size || actual.sha256 !== part.sha256) {
      throw new BackupRefused(`备份文件已损坏：${part.name} 的校验和与清单不符`);
    }
  }
  return { manifest, dir: workDir, databaseFile: path.join(workDir, DATABASE_PART), filesDir: path.join(workDir, 'files') };
}

/** The manifest alone (the download centre lists archives by their manifests). */
export async function readManifestOf(file: string): Promise<Manifest | null> {
  let text = '';
  try {
    await pipeline(
      createReadStream(file),
      tar.t({
        filter: (p) => p === MANIFEST_NAME,
        onReadEntry: (entry) => {
          entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        },
      }),
    );
    return text ? checkManifest(text) : null;
  } catch {
    return null;
  }
}
