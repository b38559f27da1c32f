import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  dateFormats,
  formatTokyo,
  type ManualFile,
  type ManualGroup,
  manualDownloadQuery,
  manualGroupLabels,
  manualGroups,
  manualZipQuery,
} from '@olive/api';
import yazl from 'yazl';
import { contentTypeOf } from '../files/storage';
import { contentDisposition } from '../http/csv';
import { defineRoute, notFound, type RouteRegistrar } from '../http/route';
import { serverMessages } from '../messages';

async function listGroup(root: string, group: ManualGroup): Promise<ManualFile[]> {
  const dir = path.join(root, group);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const out: ManualFile[] = [];
  for (const fileName of names.sort((a, b) => a.localeCompare(b, 'ja'))) {
    if (fileName.startsWith('.')) continue;
    const info = await stat(path.join(dir, fileName));
    if (!info.isFile()) continue;
    out.push({
      title: fileName.replace(/\.[^.]+$/, ''),
      fileName,
      filePath: `${group}/${fileName}`,
      size: info.size,
      updatedAt: info.mtime.getTime(),
    });
  }
  return out;
}

/**
 * A manual's path inside MANUALS_DIR: exactly `{group}/{file}` with a known group; anything
 * else (`..`, absolute paths, deeper folders) is not found.
 */
export function resolveManual(root: string, filePath: string): string | null {
  const parts = filePath.split('/');
  if (parts.length !== 2) return null;
  const [group, name] = parts as [string, string];
  if (!(manualGroups as readonly string[]).includes(group)) return null;
  if (name === '' || name === '.' || name === '..' || name.includes('\\') || name.includes('\0')) return null;
  const full = path.resolve(root, group, name);
  return full.startsWith(path.resolve(root, group) + path.sep) ? full : null;
}

export const manualRoutes: RouteRegistrar = (app, ctx) => {
  const root = ctx.config.manualsDir;

  defineRoute(app, 'manuals.list', {}, async () => {
    const entries = await Promise.all(manualGroups.map(async (g) => [g, await listGroup(root, g)] as const));
    return { data: Object.fromEntries(entries) as Record<ManualGroup, ManualFile[]> };
  });

  defineRoute(app, 'manuals.download', { query: manualDownloadQuery }, async ({ query, reply }) => {
    const full = resolveManual(root, query.filePath);
    const info = full ? await stat(full).catch(() => null) : null;
    if (!full || !info?.isFile()) throw notFound(serverMessages.manualNotFound);
    const name = path.basename(full);
    reply.header('content-type', contentTypeOf(name));
    reply.header('content-length', info.size);
    reply.header('content-disposition', contentDisposition(name, `manual.${name.split('.').pop() ?? 'bin'}`));
    return reply.send(createReadStream(full));
  });

  defineRoute(app, 'manuals.zip', { query: manualZipQuery }, async ({ query, reply }) => {
    const zip = new yazl.ZipFile();
    for (const group of [...new Set(query.types)]) {
      for (const file of await listGroup(root, group)) {
        zip.addFile(path.join(root, group, file.fileName), `${manualGroupLabels[group]}/${file.fileName}`);
      }
    }
    zip.end();
    const stamp = formatTokyo(ctx.clock.now(), dateFormats.date).replaceAll('/', '');
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', contentDisposition(`マニュアル_${stamp}.zip`, `manuals_${stamp}.zip`));
    return reply.send(zip.outputStream);
  });
};
