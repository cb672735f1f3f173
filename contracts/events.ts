export const eventMessages = {
  imageNeeded: 'Please choose an image for the event',
  notFound: 'Event not found',
  deleted: 'Event deleted successfully',
} as const;
