/**
 * A record id as a question or an answer writes it, read whole: "M-000123", "ORD-729519",
 * "CLM/25/006567", "FLT/25/0298-N", "BN25-006111/K" — capitals (with a year or series of two to
 * four digits joined on: "BN25", not "Q3"), then numbers after dashes or slashes, then at most one
 * short check suffix in capitals or digits ("-N", "-K2", "/K"). Without the suffix the id read
 * ("FLT/25/0298") is one no result holds, and a found record reads as outside. A prefix of
 * capitals before a series in capitals and digits is the id's too ("PF-NOV25-0413",
 * "GY/MAR24-1180"), not left off it. So is a series of digits before the capitals
 * ("2425/C/01243", "24-25/LIB/0042": an academic or financial year first), when a number follows
 * the capitals: read without it, the id ("C/01243") is one no result holds, and the year a figure.
 * Global: callers matching with `exec` copy it (`new RegExp(RECORD_ID)`).
 */
export const RECORD_ID =
  /\b(?:\d{2,4}(?:[-/]\d{2,4})?[-/](?=[A-Z]{1,4}[-/]\d))?(?:[A-Z]{1,4}[-/](?=[A-Z]{1,4}\d))?[A-Z]{1,4}(?:\d{2,4})?(?:[-/]\d{2,})*[-/]\d{3,}(?:[-/][A-Z\d]{1,3})?\b/g;
