export const maxAddressesPerUser = 3;

export const addressMessages = {
  tooMany: "You can't add more than 3 addresses",
  added: 'Address addded succesfully',
  updated: 'Address updated',
  deleted: 'Address deleted',
  notFound: 'Address not found',
} as const;
