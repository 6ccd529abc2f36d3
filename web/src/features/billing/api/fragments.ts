/** Fields shared by the billing operations. */
import { graphql } from '@/lib/gql';

export const PlanOfferFields = graphql(`
  fragment PlanOfferFields on PlanOffer {
    id
    name
    priceCents
    currency
    interval
    monthlyPriceCents
    badge
    features
  }
`);

export const CheckoutSessionFields = graphql(`
  fragment CheckoutSessionFields on CheckoutSession {
    id
    planName
    status
    url
    testMode
    createdAt
  }
`);
