// Its own module so that the header's bell can load zod and the schema only when someone is signed
// in and the list is fetched: a signed-out first view then starts without zod.
export { notificationListSchema } from '@jobhunter/shared';
