/**
 * The dry run's comparison, off the event loop (docs/adr/0155-dry-run-off-the-event-loop.md): the
 * main thread streams the bytes of the published CSV (side 0) and of the new one (side 1), both at
 * once; each chunk is read into its side's digest as it comes and acknowledged, and when both sides
 * have ended the counts go back. One comparison at a time.
 */
import { parentPort } from 'node:worker_threads';
import type { CompareAnswer, CompareMessage } from './csvCompare';
import { type CsvDigest, CsvDigestReader, digestChanges } from './csvRowChanges';

const port = parentPort;
if (!port) throw new Error('csvCompareWorker runs as a worker thread');

let readers: [CsvDigestReader, CsvDigestReader] | null = null;
/** Each side's digest once it has ended (null: not CSV). */
let ended: Array<CsvDigest | null | undefined> = [];

const answer = (message: CompareAnswer) => port.postMessage(message);

port.on('message', (message: CompareMessage) => {
  if (message.type === 'start') {
    readers = [new CsvDigestReader(message.encodings[0]), new CsvDigestReader(message.encodings[1])];
    ended = [];
    return;
  }
  if (!readers) throw new Error('a chunk before the comparison started');
  if (message.type === 'chunk') {
    readers[message.side].write(message.chunk);
    answer({ type: 'ack', side: message.side });
    return;
  }
  ended[message.side] = readers[message.side].end();
  const [before, after] = ended;
  if (before === undefined || after === undefined) return;
  readers = null;
  answer({ type: 'done', changes: before && after ? digestChanges(before, after) : null });
});
