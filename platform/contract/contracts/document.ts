// What a contract PDF says: the plain object the contract model fills from the order, the parties,
// the prices and the template (clauses already filled in), and platform/modules/contracts/pdf.ts
// prints. No zod and no database here: the model builds it, the renderer reads it, and the same
// input always prints the same bytes (the frozen text's SHA-256 must not drift).

/** One side of the contract, as the parties' block prints it. */
export type ContractParty = {
  /** the side as the contract names it: '甲方（托运人）', '乙方（承运人）' … */
  role: string;
  /** a company (统一社会信用代码, printed whole: it is public) or a person (身份证号, printed masked) */
  kind: 'company' | 'person';
  name: string;
  /** 统一社会信用代码 of a company, or a person's ID number (pdf.ts masks it: 110101********1234) */
  idNumber: string;
  address?: string;
  /** contact person and phone as one line: '张三 13800000002' */
  contact?: string;
};

/** What is carried. */
export type ContractCargo = {
  name: string;
  /** 货物类别 / 包装 and anything else the template shows beside the name, e.g. '煤炭 · 散装' */
  description?: string;
};

/** 起运地 and 到达地, as addresses people read (province city district and street). */
export type ContractRoute = {
  origin: string;
  destination: string;
  distanceKm?: number;
};

/** Quantities of the contract: weight in kg (the platform's unit), the rest as the template needs. */
export type ContractQuantities = {
  weightKg?: number;
  volumeM3?: number;
  pieces?: number;
  /** a framework contract's number of trips or vehicles, when it names one */
  vehicles?: number;
};

/** The price: integer fen. `unit` is what the unit price is per ('吨' by default). */
export type ContractPrice = {
  unitPriceFen: number;
  unit?: string;
  totalFen: number;
  /** e.g. '含 9% 增值税' */
  taxNote?: string;
};

/** The contract's term, calendar days 'YYYY-MM-DD' (China time). */
export type ContractTerm = { from: string; to: string };

/** A clause of the template, its placeholders already filled by the model. */
export type ContractClause = { title: string; paragraphs: string[] };

/**
 * One signer's intention to sign (电子签名法 §13: who, when, from where, how), printed on the
 * signature page. Empty while the contract is being signed: the frozen text lists the sides to sign.
 */
export type ContractSigner = {
  /** the party's name (company or person) the signer signs for */
  party: string;
  /** the person who signed */
  name: string;
  /** the side: '甲方（托运人）' … */
  role: string;
  signedAt: Date | string;
  ip: string;
  /** how the intention was confirmed: '登录密码' or '短信验证码' */
  method: string;
  userAgent?: string;
};

export type ContractDocument = {
  /** the contract number, printed on every page and in the verification URL */
  number: string;
  /** the kind as people read it: '运输合同（托运）', '运输合同（承运）', '框架合同', '补充协议', '代开协议' … */
  kind: string;
  title: string;
  /** the template and its version the text was filled from: '公路货物运输合同 v3' */
  templateVersion: string;
  /** when the text was made (the model's own time, not the render's): printed, and the PDF's CreationDate */
  issuedAt: Date | string;
  /** a supplementary agreement names the contract it amends */
  amends?: string;
  parties: ContractParty[];
  cargo?: ContractCargo;
  route?: ContractRoute;
  quantities?: ContractQuantities;
  price?: ContractPrice;
  /** 结算与支付方式 as one or more paragraphs */
  paymentTerms: string[];
  term: ContractTerm;
  clauses: ContractClause[];
  signers: ContractSigner[];
  /**
   * The SHA-256 (hex) of the text frozen when signing started: the completed copy prints it on its
   * signature page, so the sealed file names the text every signer saw. Absent on the frozen text itself.
   */
  frozenSha256?: string;
};

/** The answer of verifying a PDF (platform/modules/contracts/verify.ts). */
export type ContractPdfVerdict = {
  /** the platform's signature is intact, covers the whole file and was made with the platform's certificate */
  valid: boolean;
  /** SHA-256 (hex) of the whole file as received */
  sha256: string;
  /** the signing certificate's subject (CN) */
  signedBy?: string;
  /** the signing time in the signature's signed attributes */
  signedAt?: Date;
  /** why it is not valid, in Chinese, for the person who uploaded it */
  problem?: string;
};
