-- Issue 18: a customer may save their T.C. kimlik numarası for invoices (validated by the official checksum in
-- packages/domain/src/privacy/tckn.ts); the payment provider receives it as the buyer's identity number.
ALTER TABLE "users" ADD COLUMN "tckn" varchar(11);
