import type { Companies, CompanyDetail, CompanyStatement } from '@hanyu/contract';
import { orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export const COMPANIES_PAGE_SIZE = 20;

export interface CompaniesData {
  page: number;
  companies: Companies;
}

/** service-centre/companies: the organisations, newest first. */
export async function companiesLoader({ request }: LoaderFunctionArgs): Promise<CompaniesData> {
  const search = new URL(request.url).searchParams;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const companies = await api.companies({ query: { page: String(page), size: String(COMPANIES_PAGE_SIZE) } });
  return { page, companies };
}

export interface CompanyData {
  detail: CompanyDetail;
  statement: CompanyStatement;
}

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const monthParam = (value: string | null) => (value && MONTH.test(value) ? value : undefined);

/**
 * service-centre/companies/:id?from=&to=: an organisation, its members and invitations, and the statement
 * of what its wallet paid per member and month (the last 12 months unless the months are given).
 */
export async function companyLoader({ request, params }: LoaderFunctionArgs): Promise<CompanyData> {
  const id = params.id ?? '';
  const search = new URL(request.url).searchParams;
  const from = monthParam(search.get('from'));
  const to = monthParam(search.get('to'));
  // Months in the wrong order read as no period: the last 12 months.
  const period = from && to && from > to ? {} : { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const [detail, statement] = await Promise.all([
    orNotFound(api.company({ params: { id } })),
    orNotFound(api.companyStatement({ params: { id }, query: period })),
  ]);
  return { detail, statement };
}
