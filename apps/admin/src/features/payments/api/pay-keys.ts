/** Query keys of the payment screens: everything under `payments` is read again after a change. */
export const paymentsQueryKey = ['payments'] as const;
