import type {
  AddFundsRequest,
  AddPaymentMethodRequest,
  DepositList,
  DepositView,
  PaymentMethodList,
  PaymentMethodView,
} from '#api/payments';
import type { ApiClient } from './api-client';

const METHODS = '/api/v1/payment-methods';
const DEPOSITS = '/api/v1/wallet/deposits';
const id = encodeURIComponent;

/** Payment methods and deposits (accounts §3 Payment method, §5 Add funds). */
export function paymentsApi(client: ApiClient) {
  return {
    methods: async (): Promise<PaymentMethodView[]> => (await client.get<PaymentMethodList>(METHODS)).items,
    addMethod: (request: AddPaymentMethodRequest) => client.post<PaymentMethodView>(METHODS, request),
    verifyBank: (paymentMethodId: string, amountsCents: [number, number]) =>
      client.post<PaymentMethodView>(`${METHODS}/${id(paymentMethodId)}/verify`, { amountsCents }),
    setDefault: (paymentMethodId: string) => client.put<PaymentMethodList>(`${METHODS}/${id(paymentMethodId)}/default`),
    remove: (paymentMethodId: string) => client.delete<PaymentMethodList>(`${METHODS}/${id(paymentMethodId)}`),
    deposits: async (): Promise<DepositView[]> => (await client.get<DepositList>(DEPOSITS)).items,
    addFunds: (request: AddFundsRequest) => client.post<DepositView>(DEPOSITS, request),
    authenticate: (depositId: string, approved: boolean) =>
      client.post<DepositView>(`${DEPOSITS}/${id(depositId)}/authenticate`, { approved }),
  };
}
