export interface SavedCard {
  id: string;
  _id?: string;
  brand: string;
  last4: string;
  expiryMonth: number | string;
  expiryYear: number | string;
  cardholderName?: string;
  isDefault: boolean;
}

export interface TipRecipient {
  username: string;
  firstName?: string | null;
}
