// npm run uploads:migrate [folder]: copies the uploaded images of a disk folder (DATA_DIR/uploads by default)
// into the bucket named by S3_BUCKET, reached with the AWS SDK's settings. Run it before starting copies with
// S3_BUCKET set; running it again copies only what is missing.
import path from 'node:path';
import { loadConfigOrExit } from '../server/config';
import { copyImagesToStore } from '../server/images/migrate';
import { bucketImageStore } from '../server/images/storage';

const config = loadConfigOrExit();
if (!config.s3) {
  console.error('Set S3_BUCKET (and the AWS_* settings that reach it) to the bucket the images should move to.');
  process.exit(1);
}
const folder = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'uploads'));
const bucket = bucketImageStore(config.s3);
const { copied, present } = await copyImagesToStore(folder, bucket);
console.log(`${copied} image files copied from ${folder} to ${bucket.where}; ${present} were there already.`);
