/** Payout accounts as the two forms take them (decision 0105): the United Kingdom's and others'. */
export const britishBankDetails = {
  accountName: "Sarah O'Neil-Mitchell",
  bankCode: "204514",
  bankName: "Barclays",
  accountNumber: "55779911",
  address: "12 Harley Street, London",
  postalCode: "W1G 9PF",
  accountType: "checking",
  accountOwnership: "personal",
  dateOfBirth: "1984-03-12",
};

export const nigerianBankDetails = {
  accountName: "Amaka Obi",
  bankCode: "058",
  bankName: "GTBank",
  accountNumber: "0123456789",
  address: "5 Awolowo Road, Ikoyi",
  postalCode: "101233",
  accountType: "savings",
  accountOwnership: "business",
};
