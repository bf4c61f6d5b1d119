// The deterministic demo data: the demo accounts of DESIGN §5 and enough companies, users,
// subscriptions, charges, coupons and tasks to exercise every screen. Dates are relative to
// the moment of seeding; everything else is the same on every run.
import {
  LINK_DEFAULTS,
  planFromCode,
  planName,
  signupLinkPath,
  withCnpjCheckDigits,
} from '@portal/domain';
import { newCompany, newUser } from './records';
import { billPath } from './bills';
import { slipPath } from './slips';
import { DAY } from './time';
import {
  DB_VERSION,
  type BillRecord,
  type BillingStatus,
  type CompanyRecord,
  type Db,
  type Progress,
  type Role,
  type SubscriptionRecord,
  type UserRecord,
} from './db';

export const DEMO_PASSWORD = 'Senha@123';

/**
 * An integrity network's sign-up link as the management service keeps it: the portal's
 * registration (under /minha-conta) with the generator's defaults and the network's code.
 */
const networkSignupPath = (code: string) =>
  `/minha-conta${signupLinkPath(LINK_DEFAULTS.tier, LINK_DEFAULTS.channels, code)}`;

const DONE: Progress = {
  finishedPlanChoice: true,
  choosedPlan: 'paid',
  finishedOnboarding: 'true',
  finishedCheckout: true,
  selectedPlans: [],
};

const ADDRESSES = [
  ['01310100', 'Avenida', 'Paulista', '1578', 'Bairro', 'Bela Vista', 'São Paulo', 'SP'],
  ['20040002', 'Rua', 'da Assembleia', '10', 'Bairro', 'Centro', 'Rio de Janeiro', 'RJ'],
  ['30130010', 'Avenida', 'Afonso Pena', '1500', 'Bairro', 'Centro', 'Belo Horizonte', 'MG'],
  ['80020000', 'Rua', 'XV de Novembro', '700', 'Bairro', 'Centro', 'Curitiba', 'PR'],
  ['40015970', 'Praça', 'Cairu', '1', 'Bairro', 'Comércio', 'Salvador', 'BA'],
  ['90010150', 'Rua', 'dos Andradas', '1234', 'Bairro', 'Centro Histórico', 'Porto Alegre', 'RS'],
] as const;

const FILLER_NAMES = [
  'Ipê Amarelo Têxtil',
  'Jatobá Construções',
  'Jequitibá Seguros',
  'Lagoa Azul Turismo',
  'Mandacaru Energia',
  'Maracanã Esportes',
  'Nascente Saneamento',
  'Oeste Agronegócios',
  'Pampa Transportes',
  'Pantanal Pecuária',
  'Pau-Brasil Madeiras',
  'Quaresmeira Saúde',
  'Recife Digital',
  'Sabiá Educação',
  'Sertão Mineração',
  'Tucano Logística',
  'Urucum Cosméticos',
  'Vitória Régia Hotéis',
  'Xingu Farmacêutica',
  'Zabelê Alimentos',
  'Araucária Papel',
  'Buriti Bebidas',
];

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Larissa',
  'Márcio',
];
const LAST_NAMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Ferraz',
  'Gonçalves',
  'Holanda',
];

export function seed(now: Date): Db {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  let cnpjIndex = 0;
  const cnpj = (alphanumeric = false) => {
    cnpjIndex += 1;
    const base = alphanumeric
      ? `${(0x1a2b3c + cnpjIndex * 7919).toString(36).toUpperCase().padStart(8, '0').slice(-8)}0001`
      : `${String(11_222_333 + cnpjIndex * 104_729)
          .padStart(8, '0')
          .slice(-8)}0001`;
    return withCnpjCheckDigits(base);
  };

  const companies: CompanyRecord[] = [];
  const users: UserRecord[] = [];
  const subscriptions: SubscriptionRecord[] = [];

  function company(
    id: string,
    name: string,
    extra: Partial<CompanyRecord> & { addressIndex?: number } = {},
  ): CompanyRecord {
    const [zipcode, typeStreet, street, number, typeNeighborhood, neighborhood, city, state] =
      ADDRESSES[(extra.addressIndex ?? companies.length) % ADDRESSES.length]!;
    const { addressIndex: _, ...fields } = extra;
    const record = newCompany({
      id,
      name,
      fantasyName: name.replace(/ (Ltda|S\.A\.)$/, ''),
      cnpj: cnpj(companies.length % 4 === 3),
      stateRegistration: String(110_042_490 + companies.length * 37),
      municipalRegistration: String(4_123_000 + companies.length * 11),
      address: {
        zipcode,
        typeStreet,
        street,
        number,
        typeNeighborhood,
        neighborhood,
        city,
        state,
        country: 'BR',
      },
      billingEmail: `financeiro@${id.replace(/^c-/, '')}.com.br`,
      ...fields,
    });
    companies.push(record);
    return record;
  }

  function user(
    companyId: string,
    email: string,
    name: string,
    role: Role,
    extra: Partial<UserRecord> = {},
  ): UserRecord {
    const record = newUser({
      _id: `u-${users.length + 1}`,
      companyId,
      name,
      email,
      phone: `119${String(80_000_000 + users.length * 1_234).slice(-8)}`,
      password: DEMO_PASSWORD,
      role,
      ...DONE,
      ...extra,
    });
    users.push(record);
    return record;
  }

  const superUser = { isSuperUser: true, attributions: ['superUser' as const] };

  function bills(
    planCode: string,
    months: number,
    method: 'credit_card' | 'bank_slip',
    last: BillingStatus,
  ): BillRecord[] {
    const total = planFromCode(planCode)!.total;
    return Array.from({ length: months }, (_, index) => {
      const monthsAgo = months - 1 - index;
      const status: BillingStatus = monthsAgo === 0 ? last : 'paid';
      const dueAt = at(-30 * monthsAgo - (status === 'late' ? 10 : 0));
      const id = `bill-${planCode}-${subscriptions.length + 1}-${index + 1}`;
      const printUrl = method === 'bank_slip' ? slipPath(id) : null;
      return {
        id,
        amount: total,
        // A card charge has no slip: its bill's page is what its details link opens.
        url: printUrl ?? billPath(id),
        period: { startAt: at(-30 * (monthsAgo + 1)), endAt: at(-30 * monthsAgo) },
        charges: [{ status, dueAt, paymentMethodCode: method, printUrl }],
      };
    });
  }

  function subscription(
    companyRecord: CompanyRecord,
    status: BillingStatus,
    planCode: string,
    method: 'credit_card' | 'bank_slip',
    history: BillRecord[],
  ) {
    companyRecord.planCode = planCode;
    companyRecord.plan = planFromCode(planCode)!.tier;
    subscriptions.push({
      subscriptionId: `sub-${subscriptions.length + 1}`,
      companyId: companyRecord.id,
      status,
      planCode,
      paymentMethodCode: method,
      cardNumberLastFour: method === 'credit_card' ? '1111' : null,
      // The card on file's brand and expiry (ADR 013): a Visa valid two more years.
      ...(method === 'credit_card'
        ? {
            cardBrand: 'visa' as const,
            cardExpirationMonth: 12,
            cardExpirationYear: new Date(at(2 * 365)).getUTCFullYear(),
          }
        : {}),
      customerEmail: companyRecord.billingEmail,
      startAt: at(-30 * history.length - 5),
      nextBillingAt: status === 'canceled' || status === 'inactive' ? null : at(25),
      expiresAt: status === 'paid' || status === 'active' ? at(25) : null,
      couponCode: null,
      bills: history,
    });
  }

  // -- the demo accounts (DESIGN §5)
  const horizonte = company('c-horizonte', 'Horizonte Serviços Ltda', {
    implementationDone: true,
    currentImplementationModule: 'execucao',
  });
  user(horizonte.id, 'super.pago@demo.com.br', 'Paula Ribeiro', 'ceo-co', superUser);
  user(horizonte.id, 'cfo@demo.com.br', 'Carlos Mendes', 'cfo', { attributions: [] });
  user(horizonte.id, 'co@demo.com.br', 'Otávio Lima', 'co', { attributions: ['auditor'] });
  [
    'i-plus',
    'i-plus',
    'employee',
    'employee',
    'employee',
    'employee',
    'employee',
    'i-plus',
    'employee',
    'ceo',
  ].forEach((role, index) =>
    user(
      horizonte.id,
      `colaborador${index + 1}@horizonte.com.br`,
      `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]}`,
      role as Role,
      {
        active: index % 4 !== 3,
        attributions: index === 0 ? ['manager'] : index === 1 ? ['investigator'] : [],
      },
    ),
  );
  subscription(horizonte, 'active', 'adw', 'credit_card', bills('adw', 4, 'credit_card', 'paid'));
  horizonte.tasksDone = [
    { _id: 't-1', name: 'Diagnóstico de riscos', internKey: 'risk_diagnosis' },
    { _id: 't-2', name: 'Código de conduta', internKey: 'code_of_conduct' },
    { _id: 't-3', name: 'Canal de denúncias', internKey: 'whistleblowing_channel' },
  ];

  const aurora = company('c-aurora', 'Aurora Consultoria Ltda');
  user(aurora.id, 'super.trial@demo.com.br', 'Tiago Moreira', 'co', {
    ...superUser,
    finishedPlanChoice: false,
    choosedPlan: null,
    finishedOnboarding: 'false',
    finishedCheckout: false,
  });

  const boreal = company('c-boreal', 'Boreal Tecnologia S.A.', { trialEndsAt: at(10) });
  user(boreal.id, 'super.teste@demo.com.br', 'Teresa Nunes', 'ceo', {
    ...superUser,
    choosedPlan: 'trial',
    finishedCheckout: false,
  });
  user(boreal.id, 'ceo.boreal@demo.com.br', 'Rafael Costa', 'employee');

  const cerrado = company('c-cerrado', 'Cerrado Alimentos Ltda');
  user(cerrado.id, 'super.atrasado@demo.com.br', 'Lúcia Prado', 'co', superUser);
  subscription(cerrado, 'late', 'esw', 'bank_slip', bills('esw', 3, 'bank_slip', 'late'));

  const multiCompanies = [
    company('c-delta', 'Delta Engenharia Ltda', {
      isSaas: false,
      type: 'stationCompany',
      expiresAt: at(200),
      plan: 'enterprise',
    }),
    company('c-estrela', 'Estrela Logística Ltda', {
      isSaas: false,
      type: 'stationCompany',
      expiresAt: at(90),
      plan: 'advanced',
    }),
    company('c-farol', 'Farol Comércio Ltda', {
      isSaas: false,
      type: 'stationCompany',
      expiresAt: at(-20),
      plan: 'essential',
    }),
  ];
  for (const record of multiCompanies)
    user(record.id, 'multi@demo.com.br', 'Mariana Teixeira', 'co');

  const guara = company('c-guara', 'Guará Sistemas Ltda', {
    isSaas: false,
    type: 'stationCompany',
    expiresAt: at(365),
    plan: 'advanced',
  });
  user(guara.id, 'sso@demo.com.br', 'Sérgio Souza', 'ceo-co', {
    ...superUser,
    ssoOnly: true,
    ssoAllowed: true,
  });
  user(guara.id, 'ana.sso@demo.com.br', 'Ana Guará', 'co', { ssoAllowed: true });

  const provider = company('c-provedor', 'Provedor Compliance Ltda', {
    isSaas: false,
    type: 'supplier',
    plan: null,
  });
  user(provider.id, 'admin@provedor.com.br', 'Adriana Prado', 'employee', {
    attributions: ['sales', 'manager'],
  });

  // -- integrity networks (mother companies) and their codes
  const sul = company('c-rede-sul', 'Rede Integridade Sul', {
    isSaas: false,
    type: 'empresaMae',
    plan: 'enterprise',
  });
  const norte = company('c-rede-norte', 'Rede Integridade Norte', {
    isSaas: false,
    type: 'empresaMae',
    plan: 'enterprise',
  });
  user(sul.id, 'gestor@redesul.com.br', 'Gustavo Sul', 'ceo-co', {
    attributions: ['manager'],
    isSuperUser: true,
  });

  // -- more companies, so lists paginate and every type, plan and status appears
  const statuses: BillingStatus[] = [
    'pending',
    'processing',
    'paid',
    'canceled',
    'inactive',
    'waiting_confirmation',
    'active',
  ];
  const planCodes = ['es', 'eswl', 'ad', 'adwl0800', 'en', 'enw'];
  FILLER_NAMES.forEach((name, index) => {
    const saas = index % 3 !== 2;
    const record = company(`c-f${index + 1}`, `${name} Ltda`, {
      isSaas: saas,
      type: saas ? 'stationLight' : index % 2 === 0 ? 'stationCompany' : 'supplier',
      deleted: index % 7 === 6,
      expiresAt: saas ? null : at(index % 5 === 0 ? -15 : 120 + index),
      motherCompanyIds: index % 4 === 0 ? [sul.id] : index % 4 === 1 ? [norte.id] : [],
      groups: index % 4 === 0 ? [{ empresaMae: sul.id, groups: ['Varejo'] }] : [],
      tasksDone:
        index % 2 === 0
          ? [{ _id: `t-f${index}-1`, name: 'Diagnóstico de riscos', internKey: 'risk_diagnosis' }]
          : [],
    });
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[index % LAST_NAMES.length]!;
    const domain = record.id.replace(/^c-/, '');
    user(
      record.id,
      `${first.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@${domain}.com.br`,
      `${first} ${last}`,
      'ceo-co',
      superUser,
    );
    user(
      record.id,
      `colaborador@${domain}.com.br`,
      `${LAST_NAMES[(index + 3) % LAST_NAMES.length]} ${first}`,
      index % 2 ? 'employee' : 'co',
    );
    if (saas) {
      const status = statuses[index % statuses.length]!;
      const planCode = planCodes[index % planCodes.length]!;
      const method = index % 2 ? 'bank_slip' : 'credit_card';
      subscription(
        record,
        status,
        planCode,
        method,
        bills(planCode, 1 + (index % 3), method, status === 'canceled' ? 'canceled' : status),
      );
    } else {
      record.plan = ['essential', 'advanced', 'enterprise'][index % 3]!;
    }
  });

  // -- demo accounts for the purchase path's other states (issue 51), after the filler so the
  // earlier records keep their tax ids, subscription ids and bill ids.
  // A company whose subscription was cancelled: checkout finished, no valid subscription.
  const juazeiro = company('c-juazeiro', 'Juazeiro Consultoria Ltda');
  user(juazeiro.id, 'super.cancelado@demo.com.br', 'Renata Alves', 'ceo-co', superUser);
  subscription(
    juazeiro,
    'canceled',
    'es',
    'credit_card',
    bills('es', 2, 'credit_card', 'canceled'),
  );

  // The paid Advanced plan chosen without a trial, onboarding done, checkout not finished,
  // nothing paid: /start shows the checkout.
  const jabuticaba = company('c-jabuticaba', 'Jabuticaba Software Ltda');
  user(jabuticaba.id, 'super.avancado@demo.com.br', 'Vítor Campos', 'ceo-co', {
    ...superUser,
    finishedPlanChoice: true,
    choosedPlan: 'paid',
    finishedOnboarding: 'true',
    finishedCheckout: false,
    selectedPlans: ['ad'],
  });

  return {
    version: DB_VERSION,
    seededAt: now.toISOString(),
    sequence: 1000,
    users,
    companies,
    subscriptions,
    coupons: [
      {
        _id: 'cp-1',
        couponCode: 'BEMVINDO10',
        validOnPlans: ['es', 'esw', 'eswl', 'eswl0800'],
        discount: [{ productCode: 'essential', discountPercentage: 10, cycles: 3 }],
        deleted: false,
      },
      {
        _id: 'cp-2',
        couponCode: 'PARCEIRO25',
        validOnPlans: ['ad', 'adw', 'adwl', 'adwl0800'],
        discount: [
          { productCode: 'advanced', discountPercentage: 25, cycles: 12 },
          { productCode: 'web_channel', discountPercentage: 50, cycles: 1 },
        ],
        deleted: false,
      },
      {
        _id: 'cp-3',
        couponCode: 'REDE100',
        validOnPlans: ['en', 'enw', 'enwl', 'enwl0800'],
        discount: [{ productCode: 'enterprise', discountPercentage: 15, cycles: 120 }],
        deleted: false,
      },
      {
        _id: 'cp-4',
        couponCode: 'ANTIGO50',
        validOnPlans: ['es'],
        discount: [{ productCode: 'essential', discountPercentage: 50, cycles: 1 }],
        deleted: true,
      },
    ],
    motherCodes: [
      {
        _id: 'mc-1',
        code: 'REDESUL',
        companyId: sul.id,
        customGroups: ['Varejo', 'Indústria'],
        signupPath: networkSignupPath('REDESUL'),
      },
      {
        _id: 'mc-2',
        code: 'REDENORTE',
        companyId: norte.id,
        customGroups: ['Serviços'],
        signupPath: networkSignupPath('REDENORTE'),
      },
    ],
    sessions: {},
    ssoSessions: {},
    recoveryTokens: {},
    files: {},
    outbox: [],
    fieldSpeed: [],
    trackedEvents: [],
    cardTokens: {},
    idempotentAnswers: {},
    pix: [],
  };
}

/** The display name of a plan code, for subscriptions. */
export const planLabel = (planCode: string): string => {
  const plan = planFromCode(planCode);
  return plan ? planName(plan) : planCode;
};
