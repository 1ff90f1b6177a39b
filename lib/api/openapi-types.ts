// Generated from the API's OpenAPI document by `npm run api:types` (decision 0043): do not edit.
// app/api/openapi-types.test.ts fails while it differs from a fresh generation.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 503 answers `{ message, data: { status: "degraded", database: "down" } }`, not the error envelope. */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 503 answers `{ message, data: { status: "draining" or "unready", database: "down" } }`, not the error envelope. */
        get: operations["getApiHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthInvalidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserLoginMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserLoginPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserLoginPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/mfa/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserLoginMfaPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/mfa/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserLoginMfaPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserSocialProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/{provider}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserSocialByProviderStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/{provider}/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserSocialByProviderReauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserSocialByProviderCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/link/email-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserSocialLinkEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/social/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserSocialLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserRegisterSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserRegisterVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register/request-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserRegisterRequestVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserRequestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/restore-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserRestoreEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserTimezone"];
        put?: never;
        post: operations["postApiUserTimezone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserEmailPreferences"];
        put: operations["putApiUserEmailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email-preferences/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description `?token=` from the email's link. */
        get: operations["getApiUserEmailPreferencesUnsubscribe"];
        put?: never;
        /** @description `?token=` from the email's link; mail programs POST it (RFC 8058). */
        post: operations["postApiUserEmailPreferencesUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserProfileUpdatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserProfileChangeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile/validate-email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserProfileValidateEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiUserProfileDeleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/mfa/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserMfaTotpSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/mfa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserMfaTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiUserMfaTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserPasskeys"];
        put?: never;
        post: operations["postApiUserPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiUserPasskeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUserSessionsSignOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiUserSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/data-export/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUserDataExportFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiRegionCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region/country/code/{code}/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiRegionCountryCodeByCodeStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region/country/{id}/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiRegionCountryByIdStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region/user-timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiRegionUserTimezone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/therapy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCategoriesTherapy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/concerns/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCategoriesConcernsTop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/stats/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProvidersStatsStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProvidersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/provider/{id}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReviewProviderByIdCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/provider/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReviewProviderById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/booking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReviewBookingById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/participant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReviewParticipantById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiReviewById"];
        post: operations["postApiReviewById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiWalletBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiWalletTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiWalletTransactionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiWalletStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/sandbox/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPaymentSandboxByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/sandbox/{reference}/{decision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentSandboxByReferenceByDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/status/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPaymentStatusByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook/paystack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Paystack's event, signed in `x-paystack-signature` over the raw body; NOT_FOUND while Paystack is not configured. */
        post: operations["postApiPaymentWebhookPaystack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtual-accounts/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiVirtualAccountsAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtual-accounts/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiVirtualAccountsGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtual-accounts/requery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiVirtualAccountsRequery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtual-accounts/sandbox-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiVirtualAccountsSandboxTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiVouchers"];
        put?: never;
        post: operations["postApiVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiVouchersRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/session-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderSessionLink"];
        put: operations["putApiProviderSessionLink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/update/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiProviderUpdateInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/update/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiProviderUpdatePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderByIdPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/booking-fee/general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiProviderBookingFeeGeneral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/booking-fee/therapy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiProviderBookingFeeTherapy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/license-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderLicenseStates"];
        put?: never;
        post: operations["postApiProviderLicenseStates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/availability-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderAvailabilitySetting"];
        put?: never;
        post: operations["postApiProviderAvailabilitySetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/qualification/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderQualificationFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/qualification/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiProviderQualificationFileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/qualification/verification-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderQualificationVerificationNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/qualification/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderQualificationFileById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/qualification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderQualificationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/qualification/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiProviderQualificationFilesById"];
        post?: never;
        delete: operations["deleteApiProviderQualificationFilesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/indemnity-insurance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderIndemnityInsurance"];
        put?: never;
        post: operations["postApiProviderIndemnityInsurance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/indemnity-insurance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderIndemnityInsuranceById"];
        put?: never;
        post?: never;
        delete: operations["deleteApiProviderIndemnityInsuranceById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/verification-submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiProviderVerificationSubmission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/experience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderExperience"];
        put?: never;
        post: operations["postApiProviderExperience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/experience/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderExperienceVisibility"];
        put: operations["putApiProviderExperienceVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/experience/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiProviderExperienceById"];
        post?: never;
        delete: operations["deleteApiProviderExperienceById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/earnings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderEarningsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/earnings/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderEarningsSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/bank-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderBankDetails"];
        /** @description The body is the bank details form of the therapist's country (GET's `variant`). */
        put: operations["putApiProviderBankDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-availability/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderAvailabilitySettings"];
        put: operations["putApiProviderAvailabilitySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-availability/days/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderAvailabilityDaysDefault"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-availability/days/recurring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiProviderAvailabilityDaysRecurring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-availability/days/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderAvailabilityDaysCustom"];
        put?: never;
        post: operations["postApiProviderAvailabilityDaysCustom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-availability/days/custom/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiProviderAvailabilityDaysCustomById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-availability/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderAvailabilityCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider-availability/timeslot/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProviderAvailabilityTimeslotByProviderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/providers-availability/{providerId}/timeslot/{slotId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProvidersAvailabilityByProviderIdTimeslotBySlotId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/participant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingParticipant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/participant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingParticipantById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/participant/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingParticipantByIdJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/participant/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingParticipantByIdCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/participant/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingParticipantByIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBooking"];
        put?: never;
        post: operations["postApiBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/reschedule/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingReschedulePending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingByIdReschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/reschedule/{identifier}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingRescheduleByIdentifierByAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingByIdSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingByIdJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingByIdReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingByIdCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingByIdDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingByIdSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointment"];
        put?: never;
        post: operations["postApiAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/policy/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentPolicyByIdCancellation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/policy/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentPolicyByIdReschedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAppointmentByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/reschedule/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentReschedulePending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAppointmentByIdReschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/reschedule-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAppointmentByIdRescheduleUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentByIdSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentByIdJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentByIdReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentByIdCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCalendarFeed"];
        put?: never;
        post: operations["postApiCalendarFeed"];
        delete: operations["deleteApiCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCalendarFeedByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/relation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientsRelationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientProfileById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/client/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentClientById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share-booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiShareBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share-booking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiShareBookingById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/participant/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAppointmentParticipantByIdAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/participant/{id}/reject-booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAppointmentParticipantByIdRejectBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClient"];
        put: operations["putApiClient"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/emergency-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiClientEmergencyContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiClientProfilePicture"];
        delete: operations["deleteApiClientProfilePicture"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/profile-picture/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientProfilePictureById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/avatars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientAvatars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/avatar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiClientAvatarById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientPreferences"];
        put: operations["putApiClientPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/preference-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientPreferenceOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommended-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiRecommendedProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/booking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNoteBookingById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNoteClientByClientId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/client/{clientId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNoteClientByClientIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNoteById"];
        put: operations["putApiNoteById"];
        post?: never;
        delete: operations["deleteApiNoteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNoteByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNoteByIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientImport"];
        put?: never;
        post: operations["postApiClientImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-import/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiClientImportCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-import/invitation/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientImportInvitationByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-import/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiClientImportClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/chat-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMessagesChatList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMessagesContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMessagesUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiMessagesConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiMessagesStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/mark-seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiMessagesMarkSeen"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiMessagesByIdUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiMessagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMessagesAttachmentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMessagesLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiNotificationsMarkRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNotificationsLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiSupportContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiWaitlist"];
        put?: never;
        post: operations["postApiWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiWaitlistDemand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiWaitlistById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/offers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiWaitlistOffersByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/offers/{id}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiWaitlistOffersByIdPass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingByIdRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/{id}/room/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiBookingByIdRoomJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAppointmentByIdRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/room/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAppointmentByIdRoomJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/room/{id}/signal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiRoomByIdSignal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/room/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiRoomByIdLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/measures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCareMeasures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/measures/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiCareMeasuresByIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCareAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/crisis-help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCareCrisisHelp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCareClientByClientId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/client/{clientId}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiCareClientByClientIdRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/alerts/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiCareAlertsByIdAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiCareSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffAuditExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffVerificationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffVerificationsByIdFilesByFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiStaffVerificationsByIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStaffPeopleById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/people/{id}/{change}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiStaffPeopleByIdByChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/impersonate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiStaffImpersonateById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/people/{id}/revoke-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiStaffPeopleByIdRevokeSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuthAnswer: {
            token: string;
            refreshToken: string;
            expiresIn: number;
            exp: number;
            refreshTokenExp: number;
            /** @enum {string} */
            userType: "client" | "provider";
            isActive: boolean;
            countryCode: string | null;
        };
        MfaChallenge: {
            /** @constant */
            mfaRequired: true;
            mfaToken: string;
            methods: ("totp" | "recovery" | "passkey")[];
        };
        /** @description WebAuthn's PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get. */
        PasskeyRequestOptions: {
            challenge: string;
            timeout?: number;
            rpId?: string;
            allowCredentials?: ({
                id: string;
                /** @constant */
                type: "public-key";
                transports?: string[];
            } & {
                [key: string]: unknown;
            })[];
            userVerification?: string;
        } & {
            [key: string]: unknown;
        };
        UserInfo: {
            identifier: string;
            /** @enum {string} */
            userType: "client" | "provider";
            firstName: string;
            lastName: string;
            email: string;
            country: {
                identifier: string;
                code: string;
                name: string;
            } | null;
            timezone: string;
            isActive: boolean;
            isSocial: boolean;
            verified: boolean;
            mfaEnabled: boolean;
            totpEnabled: boolean;
        };
        Passkey: {
            identifier: string;
            name: string;
            createdAt: string;
            lastUsedAt: string | null;
        };
        /** @description WebAuthn's PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create. */
        PasskeyCreationOptions: {
            challenge: string;
            rp: {
                name: string;
                id?: string;
            } & {
                [key: string]: unknown;
            };
            user: {
                id: string;
                name: string;
                displayName: string;
            } & {
                [key: string]: unknown;
            };
            pubKeyCredParams: ({
                alg: number;
                /** @constant */
                type: "public-key";
            } & {
                [key: string]: unknown;
            })[];
            timeout?: number;
            excludeCredentials?: ({
                id: string;
                /** @constant */
                type: "public-key";
                transports?: string[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        SignedInSession: {
            identifier: string;
            browser: string | null;
            platform: string | null;
            signedInAt: string;
            lastActiveAt: string;
            current: boolean;
        };
        Country: {
            identifier: string;
            code: string;
            name: string;
            currencyCode: string;
            timezone: string;
            isOperating: boolean;
        };
        State: {
            identifier: string;
            code: string;
            name: string;
        };
        TherapyCategory: {
            identifier: string;
            slug: string;
            name: string;
            allowInvite: boolean;
        };
        Concern: {
            identifier: string;
            slug: string;
            name: string;
            therapistCount: number;
        };
        ProviderCard: {
            identifier: string;
            firstName: string;
            lastName: string;
            title: string | null;
            headline: string | null;
            gender: string | null;
            country: {
                code: string;
                name: string;
            };
            state: {
                code: string;
                name: string;
            } | null;
            categories: {
                identifier: string;
                slug: string;
                name: string;
            }[];
            concerns: {
                slug: string;
                name: string;
            }[];
            rating: number | null;
            reviewCount: number;
            fee: {
                amount: number;
                currency: string;
                isFree: boolean;
            } | null;
            nextAvailable: string | null;
            photoUrl: string | null;
            verified: boolean;
        };
        PageMeta: {
            page: number;
            pageSize: number;
            total: number;
        };
        PublicProviderProfile: {
            identifier: string;
            firstName: string;
            lastName: string;
            title: string | null;
            headline: string | null;
            gender: string | null;
            country: {
                code: string;
                name: string;
            };
            state: {
                code: string;
                name: string;
            } | null;
            categories: {
                identifier: string;
                slug: string;
                name: string;
            }[];
            concerns: {
                slug: string;
                name: string;
            }[];
            rating: number | null;
            reviewCount: number;
            fee: {
                amount: number;
                currency: string;
                isFree: boolean;
            } | null;
            nextAvailable: string | null;
            photoUrl: string | null;
            verified: boolean;
            bio: string | null;
            officeAddress: string | null;
            fees: {
                categoryIdentifier: string;
                amount: number;
                currency: string;
                isFree: boolean;
            }[];
            modalities: {
                slug: string;
                name: string;
            }[];
            languages: {
                slug: string;
                name: string;
            }[];
            experience: {
                companyName: string;
                jobTitle: string;
                startDate: string;
                endDate: string | null;
                description: string | null;
                currentlyWorksHere: boolean;
            }[];
        };
        Review: {
            identifier: string;
            rating: number;
            comment: string | null;
            isAnonymous: boolean;
            reviewerName: string | null;
            createdAt: string;
        };
        SessionReview: {
            identifier: string;
            rating: number;
            comment: string | null;
            isAnonymous: boolean;
            reviewerName: string | null;
            createdAt: string;
            bookingIdentifier: string | null;
            editedAt: string | null;
            canEdit: boolean;
        };
        Voucher: {
            identifier: string;
            /** @enum {string} */
            kind: "voucher" | "gift";
            code: string;
            amount: number;
            currency: string;
            buyerName: string;
            buyerEmail: string;
            recipientEmail: string | null;
            message: string | null;
            /** @enum {string} */
            status: "active" | "redeemed";
            createdAt: string;
            redeemedAt: string | null;
        };
        ProviderProfile: {
            profileInfo: {
                identifier: string;
                firstName: string;
                lastName: string;
                photo: string | null;
                headline: string | null;
                country: {
                    identifier: string;
                    code: string;
                    name: string;
                } | null;
            };
            bookingFee: {
                general: {
                    fee: number;
                    isFree: boolean;
                    regularFee: number;
                } | null;
                therapy: {
                    fee: number;
                    isFree: boolean;
                    regularFee: number;
                    categoryIdentifier: string;
                    name: string;
                }[];
                currencyCode: string | null;
            };
            countryIdentifier: string | null;
            stateIdentifier: string | null;
            zipCode: string | null;
            dob: string | null;
            religionIdentifier: string | null;
            ethnicityIdentifier: string | null;
            gender: string | null;
            timezone: string;
            email: string;
            phoneNumber: string | null;
            title: string | null;
            userName: string | null;
            disciplineIdentifier: string | null;
            officeAddress: string | null;
            bio: string | null;
            rating: number | null;
            therapy: string[];
            modality: string[];
            specialities: string[];
            language: string[];
            isListed: boolean;
            missing: string[];
            verification: components["schemas"]["Verification"];
        };
        Verification: {
            /** @enum {string} */
            status: "not_submitted" | "submitted" | "approved" | "rejected";
            note: string | null;
            submittedAt: string | null;
            reviewedAt: string | null;
            changedSinceSubmission: boolean;
            approvedAt: string | null;
            expiresAt: string | null;
        };
        Qualification: {
            identifier: string;
            /** @enum {string} */
            type: "license" | "education" | "association" | "certification" | "conduct";
            details: {
                body: string;
                credentialNumber: string;
            } | {
                title: string;
            };
            files: {
                identifier: string;
                filename: string;
                size: number;
                url: string;
            }[];
            createdAt: string;
            updatedAt: string;
        };
        Experience: {
            identifier: string;
            companyName: string;
            jobTitle: string;
            startDate: string;
            endDate: string | null;
            description: string | null;
            currentlyWorksHere: boolean;
        };
        EarningsSummary: {
            totals: {
                currency: string;
                earned: number;
                upcoming: number;
                sessionsHeld: number;
                sessionsUpcoming: number;
                paidOut: number;
            }[];
            months: {
                month: string;
                currency: string;
                earned: number;
                sessions: number;
                payout: {
                    amount: number;
                    currency: string;
                    paidOn: string;
                    reference: string;
                } | null;
            }[];
            years: number[];
        };
        EarningSession: {
            identifier: string;
            clientName: string;
            startTime: string | null;
            currency: string;
            amount: number;
            refunded: number;
            earned: number;
            /** @enum {string} */
            kind: "held" | "upcoming" | "lateCancellation" | "refunded";
        };
        BankDetails: {
            /** @enum {string} */
            variant: "gb" | "other";
            account: {
                accountName: string;
                bankCode: string;
                bankName: string;
                accountNumberEnding: string;
                address: string;
                postalCode: string;
                /** @enum {string} */
                accountType: "checking" | "savings";
                /** @enum {string} */
                accountOwnership: "business" | "personal";
                dateOfBirth: string | null;
                updatedAt: string;
            } | null;
        };
        Timeslot: {
            identifier: string;
            startTime: string;
            endTime: string;
            start: string;
            end: string;
            isBooked: boolean;
        };
        ParticipantInvitation: {
            identifier: string;
            /** @enum {string} */
            status: "posted" | "acknowledged" | "rejected";
            providerDecision: ("acknowledged" | "rejected") | null;
            expiresAt: string;
            expired: boolean;
            invitedBy: {
                firstName: string;
            };
            booking: {
                identifier: string;
                status: string;
                startTime: string | null;
                endTime: string | null;
                therapyCategory: {
                    identifier: string;
                    name: string;
                };
                modalityName: string;
                provider: {
                    identifier: string;
                    firstName: string;
                    lastName: string;
                };
            };
        };
        Booking: {
            identifier: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
            previousStatus: ("pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected") | null;
            startTime: string | null;
            endTime: string | null;
            holdExpiresAt: string | null;
            therapyCategory: {
                identifier: string;
                name: string;
            };
            modality: string;
            modalityName: string;
            provider: {
                identifier: string;
                firstName: string;
                lastName: string;
            };
            client: {
                identifier: string;
                firstName: string;
                lastName: string;
            };
            amount: number;
            currency: string;
            isFree: boolean;
            note: string | null;
            series: {
                identifier: string;
            } | null;
            createdByProvider: boolean;
            cancellation: {
                /** @enum {string} */
                by: "client" | "provider";
                at: string;
                note: string | null;
            } | null;
            rescheduleInfo: {
                status: ("pending" | "accepted" | "declined" | "completed" | "cancelled") | null;
                remainingClientReschedule: number;
                remainingProviderReschedule: number;
            };
            reschedules: {
                identifier: string;
                /** @enum {string} */
                requestedBy: "client" | "provider";
                /** @enum {string} */
                status: "pending" | "accepted" | "declined" | "completed" | "cancelled";
                from: {
                    startTime: string;
                    endTime: string;
                };
                to: {
                    startTime: string;
                    endTime: string;
                };
                note: string | null;
                decidedAt: string | null;
                createdAt: string;
            }[];
            allowRescheduleCompletedBooking: boolean;
            feedbackProvided: boolean;
            createdAt: string;
        };
        Participant: {
            identifier: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            status: "posted" | "acknowledged" | "rejected";
            providerDecision: ("acknowledged" | "rejected") | null;
            expiresAt: string;
            expired: boolean;
        };
        ClientProfile: {
            identifier: string;
            email: string;
            firstName: string;
            lastName: string;
            userName: string;
            photoUrl: string | null;
            pictureUrl: string | null;
            avatar: components["schemas"]["Avatar"] | null;
            countryIdentifier: string | null;
            stateIdentifier: string | null;
            zipCode: string | null;
            dob: string | null;
            gender: string | null;
            timezone: string;
            phoneNumber: string | null;
            emergencyContact: {
                name: string;
                phoneNumber: string;
            } | null;
        };
        Avatar: {
            identifier: string;
            photoUrl: string;
        };
        ClientPreferences: {
            countryIdentifier: string | null;
            modality: string[];
            gender: string[];
            therapy: string[];
            ageGroup: string[];
            language: string[];
            therapyApproach: string[];
            religion: string[];
            background: string[];
            trait: string[];
            specialities: string[];
            communication: string[];
        };
        Note: {
            identifier: string;
            /** @enum {string} */
            type: "booking" | "client";
            title: string;
            content: string | null;
            reference: string;
            clientId: string;
            bookingId: string | null;
            file: {
                name: string;
                kind: string;
                size: number;
            } | null;
            createdAt: string;
            updatedAt: string;
        };
        NoteAccess: {
            identifier: number;
            /** @enum {string} */
            action: "create" | "read" | "list" | "update" | "delete" | "download" | "export";
            actorId: string;
            address: string;
            at: string;
        };
        ImportedClient: {
            identifier: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            phone: string | null;
            /** @enum {string} */
            status: "invited" | "claimed";
            clientId: string | null;
            createdAt: string;
            claimedAt: string | null;
        };
        Person: {
            identifier: string;
            firstName: string;
            lastName: string;
            /** @enum {string} */
            userType: "client" | "provider";
            photoUrl: string | null;
        };
        Message: {
            identifier: string;
            conversationIdentifier: string;
            senderIdentifier: string;
            text: string | null;
            attachments: {
                identifier: string;
                fileName: string;
                contentType: string;
                size: number;
                url: string;
            }[];
            createdAt: string;
            editedAt: string | null;
            deletedAt: string | null;
            seenAt: string | null;
        };
        CursorMeta: {
            nextCursor: string | null;
        };
        Notification: {
            identifier: string;
            /** @enum {string} */
            kind: "newBooking" | "bookedForYou" | "cancelled" | "sessionMoved" | "rescheduleRequested" | "rescheduleAccepted" | "rescheduleDeclined" | "reviewReceived" | "credentialsApproved" | "credentialsRejected" | "payoutSent" | "invitedToSession" | "invitationAccepted" | "invitationDeclined" | "importClaimed" | "bookingConfirmed" | "sessionScheduled" | "careAttention" | "waitlistOffer";
            actorName: string | null;
            bookingId: string | null;
            details: {
                at?: string;
                from?: string;
                count?: number;
                rating?: number;
                amount?: number;
                currency?: string;
                month?: string;
                invitation?: string;
                client?: string;
            };
            createdAt: string;
            read: boolean;
        };
        /**
         * @description Every reason the API gives for a failure.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "MALFORMED_BODY" | "BAD_REQUEST" | "UNAUTHORIZED" | "TOKEN_EXPIRED" | "FORBIDDEN" | "NOT_FOUND" | "BODY_TOO_LARGE" | "RATE_LIMITED" | "SERVER_ERROR" | "EMAIL_TAKEN" | "INVALID_CREDENTIALS" | "ACCOUNT_INACTIVE" | "INVALID_REFRESH_TOKEN" | "INVALID_LINK" | "MFA_TOKEN_INVALID" | "INVALID_MFA_CODE" | "MFA_ALREADY_ON" | "MFA_NOT_ON" | "MFA_REQUIRED" | "PASSKEY_CHALLENGE_INVALID" | "PASSKEY_NOT_ACCEPTED" | "PASSKEY_ALREADY_ADDED" | "SOCIAL_STATE_INVALID" | "SOCIAL_SIGN_IN_FAILED" | "SOCIAL_EMAIL_UNVERIFIED" | "INVALID_LINK_CODE" | "REAUTHENTICATION_REQUIRED" | "PROVIDER_NOT_FOUND" | "CATEGORY_NOT_OFFERED" | "COUNTRY_FIRST" | "FILE_NOT_FOUND" | "NO_FILES" | "CUSTOM_DAY_NOT_FOUND" | "SLOT_NOT_FOUND" | "PROVIDER_NOT_BOOKABLE" | "PROVIDER_NOT_VERIFIED" | "SLOT_UNAVAILABLE" | "SLOT_TAKEN" | "SERIES_CLASHES" | "NOT_PENDING" | "HOLD_EXPIRED" | "NO_RECEIPT" | "NOT_IN_CALENDAR" | "ALREADY_SCHEDULED" | "NOT_YOUR_CLIENT" | "CLIENT_CURRENCY_MISMATCH" | "ALREADY_CANCELLED" | "NOT_CANCELLABLE" | "NOT_RESCHEDULABLE" | "RESCHEDULE_LIMIT_REACHED" | "RESCHEDULE_PENDING" | "NO_PENDING_RESCHEDULE" | "INSUFFICIENT_FUNDS" | "CURRENCY_MISMATCH" | "REFERENCE_USED" | "TRANSACTION_NOT_FOUND" | "PAYMENT_NOT_FOUND" | "GATEWAY_UNAVAILABLE" | "INVALID_SIGNATURE" | "CHECKOUT_DECIDED" | "NAME_REQUIRED" | "TRANSFER_UNAVAILABLE" | "VOUCHER_NOT_FOUND" | "VOUCHER_REDEEMED" | "VOUCHER_CURRENCY" | "REVIEW_NOT_ALLOWED" | "ALREADY_REVIEWED" | "REVIEW_EDITED" | "INVITES_NOT_ALLOWED" | "INVITES_CLOSED" | "INVITE_LIMIT" | "ALREADY_INVITED" | "INVITE_EXPIRED" | "PARTICIPANT_REJECTED" | "CLIENT_ID_MISSING" | "NOTE_CHANGED" | "IMPORT_LIMIT" | "IMPORT_CLIENTS_ONLY" | "CONVERSATION_NOT_FOUND" | "MESSAGE_NOT_FOUND" | "NOT_YOUR_MESSAGE" | "EDIT_WINDOW_PASSED" | "MESSAGE_RATE_LIMITED" | "WORK_HISTORY_LIMIT" | "VERIFICATION_NOTHING_TO_SUBMIT" | "VERIFICATION_LICENSE_REQUIRED" | "VERIFICATION_NOT_SUBMITTED" | "PAYMENTS_UNAVAILABLE" | "SERVICE_UNAVAILABLE" | "MALFORMED_URL" | "WAITLIST_LIMIT" | "WAITLIST_TOO_FAR" | "OFFER_EXPIRED" | "ROOM_NOT_OPEN" | "CARE_ALREADY_ANSWERED" | "STAFF_MFA_REQUIRED" | "STAFF_SELF_ACTION" | "IMPERSONATION_READ_ONLY";
        ErrorBody: {
            /** @description In the caller's language. */
            message: string;
            code: components["schemas"]["ErrorCode"];
            /** @description Each invalid field's message, for bad input. */
            errors?: {
                [key: string]: string;
            };
            /** @description On a 500: quote it to support. */
            requestId?: string;
        };
        WalletTransaction: {
            identifier: string;
            /** @enum {string} */
            transactionType: "top_up" | "booking_charge" | "refund" | "voucher" | "adjustment";
            /** @enum {string} */
            direction: "credit" | "debit";
            amount: number;
            currency: string;
            balanceAfter: number;
            reference: string;
            description: string;
            channel: ("card" | "bank_transfer") | null;
            /** @constant */
            status: "success";
            createdAt: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ok";
                            /** @constant */
                            database: "up";
                            latencyMs: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ok";
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ready";
                            /** @constant */
                            database: "up";
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            refreshToken: string;
                            refreshTokenExp: number;
                            expiresIn: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `INVALID_REFRESH_TOKEN` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_REFRESH_TOKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAuthInvalidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            success: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `INVALID_REFRESH_TOKEN` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_REFRESH_TOKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    userType: "client" | "provider";
                    firstName: string;
                    lastName: string;
                    email: string;
                    confirmEmail: string;
                    phoneNumber: string;
                    countryId: string;
                    password: string;
                    confirmPassword: string;
                    acceptTerms: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            email: string;
                            /** @enum {string} */
                            userType: "client" | "provider";
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `EMAIL_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthAnswer"] | components["schemas"]["MfaChallenge"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `INVALID_CREDENTIALS` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_CREDENTIALS";
                    };
                };
            };
            /** @description `ACCOUNT_INACTIVE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserLoginMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaToken: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthAnswer"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `MFA_TOKEN_INVALID`, `INVALID_MFA_CODE` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_TOKEN_INVALID" | "INVALID_MFA_CODE";
                    };
                };
            };
            /** @description `ACCOUNT_INACTIVE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserLoginPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserLoginPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthAnswer"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `PASSKEY_CHALLENGE_INVALID`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "PASSKEY_CHALLENGE_INVALID" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `PASSKEY_NOT_ACCEPTED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PASSKEY_NOT_ACCEPTED";
                    };
                };
            };
            /** @description `ACCOUNT_INACTIVE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserLoginMfaPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaToken: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `MFA_TOKEN_INVALID` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_TOKEN_INVALID";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserLoginMfaPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaToken: string;
                    credential: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthAnswer"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `PASSKEY_CHALLENGE_INVALID`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "PASSKEY_CHALLENGE_INVALID" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `MFA_TOKEN_INVALID`, `INVALID_MFA_CODE`, `PASSKEY_NOT_ACCEPTED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_TOKEN_INVALID" | "INVALID_MFA_CODE" | "PASSKEY_NOT_ACCEPTED";
                    };
                };
            };
            /** @description `ACCOUNT_INACTIVE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserSocialProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            providers: ("google" | "apple")[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserSocialByProviderStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "google" | "apple";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SOCIAL_SIGN_IN_FAILED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SOCIAL_SIGN_IN_FAILED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserSocialByProviderReauthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "google" | "apple";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED`, `SOCIAL_SIGN_IN_FAILED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED" | "SOCIAL_SIGN_IN_FAILED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserSocialByProviderCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "google" | "apple";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthAnswer"] | components["schemas"]["MfaChallenge"] | ({
                            /** @constant */
                            linkRequired: true;
                            linkToken: string;
                            email: string;
                        } | {
                            /** @constant */
                            signupRequired: true;
                            signupToken: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        }) | {
                            reauthToken: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `SOCIAL_STATE_INVALID`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "SOCIAL_STATE_INVALID" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SOCIAL_SIGN_IN_FAILED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SOCIAL_SIGN_IN_FAILED";
                    };
                };
            };
            /** @description `ACCOUNT_INACTIVE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SOCIAL_EMAIL_UNVERIFIED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SOCIAL_EMAIL_UNVERIFIED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserSocialLinkEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    linkToken: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserSocialLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    linkToken: string;
                    password?: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthAnswer"] | components["schemas"]["MfaChallenge"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `INVALID_LINK_CODE`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "INVALID_LINK_CODE" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `INVALID_CREDENTIALS`, `SOCIAL_SIGN_IN_FAILED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_CREDENTIALS" | "SOCIAL_SIGN_IN_FAILED";
                    };
                };
            };
            /** @description `ACCOUNT_INACTIVE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserRegisterSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    signupToken: string;
                    /** @enum {string} */
                    userType: "client" | "provider";
                    firstName: string;
                    lastName: string;
                    phoneNumber: string;
                    countryId: string;
                    acceptTerms: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthAnswer"] | components["schemas"]["MfaChallenge"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SOCIAL_SIGN_IN_FAILED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SOCIAL_SIGN_IN_FAILED";
                    };
                };
            };
            /** @description `ACCOUNT_INACTIVE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description `EMAIL_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserRegisterVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserRegisterRequestVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserRequestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserRestoreEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `EMAIL_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserTimezone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            timezone: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserTimezone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timezone: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            timezone: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sessionReminders: boolean;
                            unreadMessages: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiUserEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionReminders: boolean;
                    unreadMessages: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sessionReminders: boolean;
                            unreadMessages: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserEmailPreferencesUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            email: "sessionReminders" | "unreadMessages";
                            on: boolean;
                            message?: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserEmailPreferencesUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            email: "sessionReminders" | "unreadMessages";
                            on: boolean;
                            message?: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserProfileUpdatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED`, `INVALID_CREDENTIALS` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED" | "INVALID_CREDENTIALS";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserProfileChangeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    confirmEmail: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `EMAIL_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserProfileValidateEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `EMAIL_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiUserProfileDeleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED`, `INVALID_CREDENTIALS` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED" | "INVALID_CREDENTIALS";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY`, `REAUTHENTICATION_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY" | "REAUTHENTICATION_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserMfaTotpSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            secret: string;
                            otpauthUrl: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `MFA_ALREADY_ON` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_ALREADY_ON";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserMfaTotpConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `MFA_ALREADY_ON` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_ALREADY_ON";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiUserMfaTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `MFA_NOT_ON` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_NOT_ON";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passkey"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    credential: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            transports?: string[];
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `PASSKEY_CHALLENGE_INVALID`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "PASSKEY_CHALLENGE_INVALID" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED`, `PASSKEY_NOT_ACCEPTED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED" | "PASSKEY_NOT_ACCEPTED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PASSKEY_ALREADY_ADDED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PASSKEY_ALREADY_ADDED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserPasskeysOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PasskeyCreationOptions"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiUserPasskeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedInSession"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiUserSessionsSignOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            signedOut: number;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiUserSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person's data, a file to download (haven-data-<day>.json). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiUserDataExportFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files they gave or were sent, as a ZIP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `NO_FILES` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "NO_FILES";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiRegionCountry: {
        parameters: {
            query?: {
                all?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Country"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiRegionCountryCodeByCodeStates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["State"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiRegionCountryByIdStates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["State"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiRegionUserTimezone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            timezone: string;
                            countryCode: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCategoriesTherapy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TherapyCategory"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCategoriesConcernsTop: {
        parameters: {
            query?: {
                limit?: number;
                withTherapists?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Concern"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProvidersStatsStates: {
        parameters: {
            query: {
                countryCode: string;
                top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            code: string;
                            name: string;
                            therapistCount: number;
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviders: {
        parameters: {
            query?: {
                countryCode?: string;
                state?: string;
                q?: string;
                category?: string;
                concern?: string;
                gender?: string;
                modality?: string;
                language?: string;
                maxFee?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProviderCard"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProvidersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicProviderProfile"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiReviewProviderByIdCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            averageRating: number | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiReviewProviderById: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Review"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiReviewBookingById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionReview"] | null;
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiReviewParticipantById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionReview"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiReviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment?: string;
                    /** @default false */
                    isAnonymous?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionReview"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `REVIEW_EDITED`, `REVIEW_NOT_ALLOWED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "REVIEW_EDITED" | "REVIEW_NOT_ALLOWED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiReviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment?: string;
                    /** @default false */
                    isAnonymous?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionReview"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `REVIEW_NOT_ALLOWED`, `ALREADY_REVIEWED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "REVIEW_NOT_ALLOWED" | "ALREADY_REVIEWED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiWalletBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balance: number;
                            currency: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiWalletTransactions: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                fromDate?: string;
                toDate?: string;
                transactionType?: "top_up" | "booking_charge" | "refund" | "voucher" | "adjustment";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            transactionType: "top_up" | "booking_charge" | "refund" | "voucher" | "adjustment";
                            /** @enum {string} */
                            direction: "credit" | "debit";
                            amount: number;
                            currency: string;
                            balanceAfter: number;
                            reference: string;
                            description: string;
                            channel: ("card" | "bank_transfer") | null;
                            /** @constant */
                            status: "success";
                            createdAt: string;
                            providerName: string | null;
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiWalletTransactionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            transactionType: "top_up" | "booking_charge" | "refund" | "voucher" | "adjustment";
                            /** @enum {string} */
                            direction: "credit" | "debit";
                            amount: number;
                            currency: string;
                            balanceAfter: number;
                            reference: string;
                            description: string;
                            channel: ("card" | "bank_transfer") | null;
                            /** @constant */
                            status: "success";
                            createdAt: string;
                            sessions: {
                                bookingIdentifier: string;
                                providerName: string;
                                startTime: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `TRANSACTION_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "TRANSACTION_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiWalletStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                            balance: number;
                            totalTopUps: number;
                            totalSpent: number;
                            totalRefunds: number;
                            transactionCount: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiPaymentSandboxByReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            amount: number;
                            currency: string;
                            email: string;
                            merchant: string;
                            /** @enum {string} */
                            status: "pending" | "success" | "failure";
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PAYMENT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PAYMENT_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiPaymentSandboxByReferenceByDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
                decision: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "pending" | "success" | "failure";
                            redirectUrl: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PAYMENT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PAYMENT_NOT_FOUND";
                    };
                };
            };
            /** @description `CHECKOUT_DECIDED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "CHECKOUT_DECIDED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiPaymentWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    returnPath?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            status: "pending" | "success" | "failure";
                            metadata: {
                                authorizationUrl: string;
                            };
                            payment: {
                                reference: string;
                            };
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `CURRENCY_MISMATCH` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "CURRENCY_MISMATCH";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `GATEWAY_UNAVAILABLE` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "GATEWAY_UNAVAILABLE";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE`, `PAYMENTS_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE" | "PAYMENTS_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiPaymentStatusByReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "success" | "failure";
                            amount: number;
                            currency: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PAYMENT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PAYMENT_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `GATEWAY_UNAVAILABLE` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "GATEWAY_UNAVAILABLE";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiPaymentWebhookPaystack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            received: true;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `INVALID_SIGNATURE` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_SIGNATURE";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiVirtualAccountsAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: {
                                bankName: string;
                                accountNumber: string;
                                accountName: string;
                                testMode: boolean;
                            } | null;
                            available: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiVirtualAccountsGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bankName: string;
                            accountNumber: string;
                            accountName: string;
                            testMode: boolean;
                        };
                    };
                };
            };
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bankName: string;
                            accountNumber: string;
                            accountName: string;
                            testMode: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NAME_REQUIRED`, `TRANSFER_UNAVAILABLE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NAME_REQUIRED" | "TRANSFER_UNAVAILABLE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `GATEWAY_UNAVAILABLE` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "GATEWAY_UNAVAILABLE";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE`, `PAYMENTS_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE" | "PAYMENTS_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiVirtualAccountsRequery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            requested: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiVirtualAccountsSandboxTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiVouchers: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "voucher" | "gift";
                    buyerName: string;
                    buyerEmail: string;
                    recipientEmail?: string | null;
                    message?: string | null;
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `INSUFFICIENT_FUNDS` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_FUNDS";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiVouchersRedeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            currency: string;
                            balance: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `VOUCHER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "VOUCHER_NOT_FOUND";
                    };
                };
            };
            /** @description `VOUCHER_REDEEMED`, `VOUCHER_CURRENCY` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "VOUCHER_REDEEMED" | "VOUCHER_CURRENCY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProviderProfile"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderSessionLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            link: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiProviderSessionLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    link: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            link: string | null;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            gender: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            ethnicity: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            religion: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            modality: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            language: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            therapy: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            specialities: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            discipline: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderUpdateInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    title: string;
                    headline: string;
                    bio: string;
                    gender: string;
                    ethnicityIdentifier: string;
                    religionIdentifier?: "" | string;
                    userName?: "" | null | string;
                    disciplineIdentifier?: "" | string;
                    dob?: "" | string;
                    zipCode?: string;
                    countryIdentifier: string;
                    stateIdentifier: string;
                    language: string[];
                    /** @constant */
                    section: "profile";
                } | {
                    countryIdentifier: string;
                    stateIdentifier: string;
                    title: string;
                    officeAddress: string;
                    therapy: string[];
                    modality: string[];
                    specialities: string[];
                    /** @constant */
                    section: "location";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            profileInfo: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                                photo: string | null;
                                headline: string | null;
                                country: {
                                    identifier: string;
                                    code: string;
                                    name: string;
                                } | null;
                            };
                            bookingFee: {
                                general: {
                                    fee: number;
                                    isFree: boolean;
                                    regularFee: number;
                                } | null;
                                therapy: {
                                    fee: number;
                                    isFree: boolean;
                                    regularFee: number;
                                    categoryIdentifier: string;
                                    name: string;
                                }[];
                                currencyCode: string | null;
                            };
                            countryIdentifier: string | null;
                            stateIdentifier: string | null;
                            zipCode: string | null;
                            dob: string | null;
                            religionIdentifier: string | null;
                            ethnicityIdentifier: string | null;
                            gender: string | null;
                            timezone: string;
                            email: string;
                            phoneNumber: string | null;
                            title: string | null;
                            userName: string | null;
                            disciplineIdentifier: string | null;
                            officeAddress: string | null;
                            bio: string | null;
                            rating: number | null;
                            therapy: string[];
                            modality: string[];
                            specialities: string[];
                            language: string[];
                            isListed: boolean;
                            missing: string[];
                            verification: components["schemas"]["Verification"];
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderUpdatePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            photo: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/": unknown;
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `FILE_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderBookingFeeGeneral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fee: number;
                    isFree: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            general: {
                                fee: number;
                                isFree: boolean;
                                regularFee: number;
                            };
                            currencyCode: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `COUNTRY_FIRST`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "COUNTRY_FIRST" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderBookingFeeTherapy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryIdentifier: string;
                    fee: number;
                    isFree: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            therapy: {
                                fee: number;
                                isFree: boolean;
                                regularFee: number;
                                categoryIdentifier: string;
                                name: string;
                            };
                            currencyCode: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `COUNTRY_FIRST`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "COUNTRY_FIRST" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderLicenseStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            code: string;
                            name: string;
                            countryCode: string;
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderLicenseStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stateIdentifiers: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            code: string;
                            name: string;
                            countryCode: string;
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderAvailabilitySetting: {
        parameters: {
            query?: {
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            calendarSetupType: "GENERAL" | "BY_CATEGORY";
                            categoryIdentifier: string | null;
                            timezone: string;
                            days: {
                                identifier: string | null;
                                /** @enum {string} */
                                day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                                isAvailable: boolean;
                                timeslotIntervals: {
                                    startTime: string;
                                    endTime: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderAvailabilitySetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    calendarSetupType: "GENERAL" | "BY_CATEGORY";
                    categoryIdentifier?: string | null;
                    days: {
                        /** @enum {string} */
                        day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                        isAvailable: boolean;
                        timeSlotsInterval: {
                            startTime: string;
                            endTime: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            calendarSetupType: "GENERAL" | "BY_CATEGORY";
                            categoryIdentifier: string | null;
                            timezone: string;
                            days: {
                                identifier: string | null;
                                /** @enum {string} */
                                day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                                isAvailable: boolean;
                                timeslotIntervals: {
                                    startTime: string;
                                    endTime: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderQualificationFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Qualification"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderQualificationFileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    type: "license" | "education" | "association" | "certification" | "conduct";
                    body?: string;
                    credentialNumber?: string | "";
                    title?: string;
                    files: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Qualification"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderQualificationVerificationNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Verification"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderQualificationFileById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as uploaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `FILE_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderQualificationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Qualification"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiProviderQualificationFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    body?: string;
                    credentialNumber?: string | "";
                    title?: string;
                    /** @default [] */
                    removeFiles?: string[];
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Qualification"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiProviderQualificationFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderIndemnityInsurance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            filename: string;
                            size: number;
                            url: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderIndemnityInsurance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            filename: string;
                            size: number;
                            url: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderIndemnityInsuranceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as uploaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `FILE_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiProviderIndemnityInsuranceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiProviderVerificationSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Verification"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `VERIFICATION_NOTHING_TO_SUBMIT`, `VERIFICATION_LICENSE_REQUIRED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "VERIFICATION_NOTHING_TO_SUBMIT" | "VERIFICATION_LICENSE_REQUIRED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderExperience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Experience"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderExperience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    jobTitle: string;
                    description?: string | null;
                    startDate: string;
                    endDate?: unknown;
                    /** @default false */
                    currentlyWorksHere?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            companyName: string;
                            jobTitle: string;
                            startDate: string;
                            endDate: string | null;
                            description: string | null;
                            currentlyWorksHere: boolean;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `WORK_HISTORY_LIMIT` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "WORK_HISTORY_LIMIT";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderExperienceVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            showOnProfile: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiProviderExperienceVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    showOnProfile: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            showOnProfile: boolean;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiProviderExperienceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    jobTitle: string;
                    description?: string | null;
                    startDate: string;
                    endDate?: unknown;
                    /** @default false */
                    currentlyWorksHere?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            companyName: string;
                            jobTitle: string;
                            startDate: string;
                            endDate: string | null;
                            description: string | null;
                            currentlyWorksHere: boolean;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiProviderExperienceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderEarnings: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EarningsSummary"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderEarningsExport: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year's sessions as CSV (UTF-8 with a byte order mark). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderEarningsSessions: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EarningSession"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BankDetails"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiProviderBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            variant: "gb" | "other";
                            account: {
                                accountName: string;
                                bankCode: string;
                                bankName: string;
                                accountNumberEnding: string;
                                address: string;
                                postalCode: string;
                                /** @enum {string} */
                                accountType: "checking" | "savings";
                                /** @enum {string} */
                                accountOwnership: "business" | "personal";
                                dateOfBirth: string | null;
                                updatedAt: string;
                            } | null;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `MALFORMED_BODY`, `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "MALFORMED_BODY" | "VALIDATION_FAILED";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderAvailabilitySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            calendarSetupType: "GENERAL" | "BY_CATEGORY";
                            minimumNoticeHours: number;
                            slotMinutes: number;
                            timezone: string;
                            categories: {
                                identifier: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiProviderAvailabilitySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    calendarSetupType?: "GENERAL" | "BY_CATEGORY";
                    minimumNoticeHours?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            calendarSetupType: "GENERAL" | "BY_CATEGORY";
                            minimumNoticeHours: number;
                            slotMinutes: number;
                            timezone: string;
                            categories: {
                                identifier: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderAvailabilityDaysDefault: {
        parameters: {
            query?: {
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string | null;
                            /** @enum {string} */
                            day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                            isAvailable: boolean;
                            timeslotIntervals: {
                                startTime: string;
                                endTime: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderAvailabilityDaysRecurring: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryIdentifier?: string | null;
                    days: {
                        /** @enum {string} */
                        day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                        isAvailable: boolean;
                        timeSlotsInterval: {
                            startTime: string;
                            endTime: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string | null;
                            /** @enum {string} */
                            day: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
                            isAvailable: boolean;
                            timeslotIntervals: {
                                startTime: string;
                                endTime: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderAvailabilityDaysCustom: {
        parameters: {
            query?: {
                category?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            date: string;
                            isAvailable: boolean;
                            timeslotIntervals: {
                                startTime: string;
                                endTime: string;
                            }[];
                            categoryIdentifier: string | null;
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiProviderAvailabilityDaysCustom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryIdentifier?: string | null;
                    /** Format: date */
                    date: string;
                    isAvailable: boolean;
                    /** @default [] */
                    timeSlotsInterval?: {
                        startTime: string;
                        endTime: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            date: string;
                            isAvailable: boolean;
                            timeslotIntervals: {
                                startTime: string;
                                endTime: string;
                            }[];
                            categoryIdentifier: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiProviderAvailabilityDaysCustomById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `CUSTOM_DAY_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CUSTOM_DAY_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderAvailabilityCalendar: {
        parameters: {
            query?: {
                category?: string;
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            timezone: string;
                            from: string;
                            to: string;
                            days: {
                                date: string;
                                isAvailable: boolean;
                                /** @enum {string} */
                                source: "weekly" | "custom";
                                customDayIdentifier: string | null;
                                timeslotIntervals: {
                                    startTime: string;
                                    endTime: string;
                                }[];
                                bookedTimes: number;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProviderAvailabilityTimeslotByProviderId: {
        parameters: {
            query?: {
                category?: string;
                date?: string;
                month?: string;
                timezone?: string;
            };
            header?: never;
            path: {
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date: {
                                date: string;
                                isAvailable: boolean;
                            };
                            timeSlot: components["schemas"]["Timeslot"][];
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `PROVIDER_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiProvidersAvailabilityByProviderIdTimeslotBySlotId: {
        parameters: {
            query?: {
                category?: string;
                date?: string;
                month?: string;
                timezone?: string;
            };
            header?: never;
            path: {
                providerId: string;
                slotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            startTime: string;
                            endTime: string;
                            start: string;
                            end: string;
                            isBooked: boolean;
                            date: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `PROVIDER_NOT_FOUND`, `SLOT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PROVIDER_NOT_FOUND" | "SLOT_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingParticipant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ParticipantInvitation"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingParticipantById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ParticipantInvitation"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingParticipantByIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            modality: string;
                            link: string | null;
                            address: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingParticipantByIdCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session as an .ics file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": unknown;
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NOT_IN_CALENDAR` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_IN_CALENDAR";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingParticipantByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "acknowledged" | "rejected";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ParticipantInvitation"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `INVITES_CLOSED`, `PARTICIPANT_REJECTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVITES_CLOSED" | "PARTICIPANT_REJECTED";
                    };
                };
            };
            /** @description `INVITE_EXPIRED` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVITE_EXPIRED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBooking: {
        parameters: {
            query?: {
                statuses?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    providerId: string;
                    /** Format: uuid */
                    therapyCategoryId: string;
                    modality: string;
                    note?: string;
                    timeslotIdentifier?: string;
                    scheduleLater?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `INSUFFICIENT_FUNDS` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_FUNDS";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_BOOKABLE`, `SLOT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_BOOKABLE" | "SLOT_NOT_FOUND";
                    };
                };
            };
            /** @description `PROVIDER_NOT_VERIFIED`, `SLOT_UNAVAILABLE`, `SLOT_TAKEN`, `CURRENCY_MISMATCH` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PROVIDER_NOT_VERIFIED" | "SLOT_UNAVAILABLE" | "SLOT_TAKEN" | "CURRENCY_MISMATCH";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    providerId: string;
                    /** Format: uuid */
                    therapyCategoryId: string;
                    modality: string;
                    note?: string;
                    timeslotIdentifier: string;
                    weeks: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            bookings: string[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `INSUFFICIENT_FUNDS` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_FUNDS";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_BOOKABLE`, `SLOT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_BOOKABLE" | "SLOT_NOT_FOUND";
                    };
                };
            };
            /** @description `PROVIDER_NOT_VERIFIED`, `SLOT_UNAVAILABLE`, `SLOT_TAKEN`, `CURRENCY_MISMATCH`, `SERIES_CLASHES` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PROVIDER_NOT_VERIFIED" | "SLOT_UNAVAILABLE" | "SLOT_TAKEN" | "CURRENCY_MISMATCH" | "SERIES_CLASHES";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingReschedulePending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingByIdReschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeslotIdentifier: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
                            previousStatus: ("pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected") | null;
                            startTime: string | null;
                            endTime: string | null;
                            holdExpiresAt: string | null;
                            therapyCategory: {
                                identifier: string;
                                name: string;
                            };
                            modality: string;
                            modalityName: string;
                            provider: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            client: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            amount: number;
                            currency: string;
                            isFree: boolean;
                            note: string | null;
                            series: {
                                identifier: string;
                            } | null;
                            createdByProvider: boolean;
                            cancellation: {
                                /** @enum {string} */
                                by: "client" | "provider";
                                at: string;
                                note: string | null;
                            } | null;
                            rescheduleInfo: {
                                status: ("pending" | "accepted" | "declined" | "completed" | "cancelled") | null;
                                remainingClientReschedule: number;
                                remainingProviderReschedule: number;
                            };
                            reschedules: {
                                identifier: string;
                                /** @enum {string} */
                                requestedBy: "client" | "provider";
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "completed" | "cancelled";
                                from: {
                                    startTime: string;
                                    endTime: string;
                                };
                                to: {
                                    startTime: string;
                                    endTime: string;
                                };
                                note: string | null;
                                decidedAt: string | null;
                                createdAt: string;
                            }[];
                            allowRescheduleCompletedBooking: boolean;
                            feedbackProvided: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            rescheduleStatus: "pending" | "completed";
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `SLOT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "SLOT_NOT_FOUND";
                    };
                };
            };
            /** @description `NOT_RESCHEDULABLE`, `RESCHEDULE_LIMIT_REACHED`, `RESCHEDULE_PENDING`, `SLOT_UNAVAILABLE`, `SLOT_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_RESCHEDULABLE" | "RESCHEDULE_LIMIT_REACHED" | "RESCHEDULE_PENDING" | "SLOT_UNAVAILABLE" | "SLOT_TAKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingRescheduleByIdentifierByAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identifier: string;
                action: "accepted" | "declined";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NO_PENDING_RESCHEDULE`, `SLOT_TAKEN`, `SLOT_UNAVAILABLE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NO_PENDING_RESCHEDULE" | "SLOT_TAKEN" | "SLOT_UNAVAILABLE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingNext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"] | null;
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingByIdSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingByIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            modality: string;
                            link: string | null;
                            address: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingByIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            number: string;
                            bookingIdentifier: string;
                            paidAt: string;
                            client: {
                                name: string;
                                email: string;
                            };
                            provider: {
                                name: string;
                                title: string | null;
                                headline: string | null;
                            };
                            therapyCategory: string;
                            modality: string;
                            startTime: string | null;
                            endTime: string | null;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
                            currency: string;
                            amount: number;
                            refunded: number;
                            refundedAt: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NO_RECEIPT` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NO_RECEIPT";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingByIdCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session as an .ics file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": unknown;
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NOT_IN_CALENDAR` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_IN_CALENDAR";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingByIdDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `INSUFFICIENT_FUNDS` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_FUNDS";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NOT_PENDING`, `HOLD_EXPIRED`, `CURRENCY_MISMATCH`, `PROVIDER_NOT_VERIFIED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_PENDING" | "HOLD_EXPIRED" | "CURRENCY_MISMATCH" | "PROVIDER_NOT_VERIFIED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingByIdSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeslotIdentifier: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `SLOT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "SLOT_NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_SCHEDULED`, `SLOT_TAKEN`, `SLOT_UNAVAILABLE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_SCHEDULED" | "SLOT_TAKEN" | "SLOT_UNAVAILABLE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
                            previousStatus: ("pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected") | null;
                            startTime: string | null;
                            endTime: string | null;
                            holdExpiresAt: string | null;
                            therapyCategory: {
                                identifier: string;
                                name: string;
                            };
                            modality: string;
                            modalityName: string;
                            provider: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            client: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            amount: number;
                            currency: string;
                            isFree: boolean;
                            note: string | null;
                            series: {
                                identifier: string;
                            } | null;
                            createdByProvider: boolean;
                            cancellation: {
                                /** @enum {string} */
                                by: "client" | "provider";
                                at: string;
                                note: string | null;
                            } | null;
                            rescheduleInfo: {
                                status: ("pending" | "accepted" | "declined" | "completed" | "cancelled") | null;
                                remainingClientReschedule: number;
                                remainingProviderReschedule: number;
                            };
                            reschedules: {
                                identifier: string;
                                /** @enum {string} */
                                requestedBy: "client" | "provider";
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "completed" | "cancelled";
                                from: {
                                    startTime: string;
                                    endTime: string;
                                };
                                to: {
                                    startTime: string;
                                    endTime: string;
                                };
                                note: string | null;
                                decidedAt: string | null;
                                createdAt: string;
                            }[];
                            allowRescheduleCompletedBooking: boolean;
                            feedbackProvided: boolean;
                            createdAt: string;
                            refunded: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_CANCELLED`, `NOT_CANCELLABLE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_CANCELLED" | "NOT_CANCELLABLE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointment: {
        parameters: {
            query?: {
                statuses?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAppointment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    clientId: string;
                    /** Format: uuid */
                    therapyCategoryId: string;
                    modality: string;
                    note?: string;
                    timeslotIdentifier: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CATEGORY_NOT_OFFERED`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CATEGORY_NOT_OFFERED" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `INSUFFICIENT_FUNDS` */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INSUFFICIENT_FUNDS";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `PROVIDER_NOT_BOOKABLE`, `SLOT_NOT_FOUND`, `NOT_YOUR_CLIENT` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "PROVIDER_NOT_BOOKABLE" | "SLOT_NOT_FOUND" | "NOT_YOUR_CLIENT";
                    };
                };
            };
            /** @description `PROVIDER_NOT_VERIFIED`, `SLOT_UNAVAILABLE`, `SLOT_TAKEN`, `CURRENCY_MISMATCH`, `CLIENT_CURRENCY_MISMATCH` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "PROVIDER_NOT_VERIFIED" | "SLOT_UNAVAILABLE" | "SLOT_TAKEN" | "CURRENCY_MISMATCH" | "CLIENT_CURRENCY_MISMATCH";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentPolicyByIdCancellation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isRefundable: boolean;
                            refundAmount: number;
                            currency: string;
                            refundableUntil: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentPolicyByIdReschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            needsApproval: boolean;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAppointmentByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
                            previousStatus: ("pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected") | null;
                            startTime: string | null;
                            endTime: string | null;
                            holdExpiresAt: string | null;
                            therapyCategory: {
                                identifier: string;
                                name: string;
                            };
                            modality: string;
                            modalityName: string;
                            provider: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            client: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            amount: number;
                            currency: string;
                            isFree: boolean;
                            note: string | null;
                            series: {
                                identifier: string;
                            } | null;
                            createdByProvider: boolean;
                            cancellation: {
                                /** @enum {string} */
                                by: "client" | "provider";
                                at: string;
                                note: string | null;
                            } | null;
                            rescheduleInfo: {
                                status: ("pending" | "accepted" | "declined" | "completed" | "cancelled") | null;
                                remainingClientReschedule: number;
                                remainingProviderReschedule: number;
                            };
                            reschedules: {
                                identifier: string;
                                /** @enum {string} */
                                requestedBy: "client" | "provider";
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "completed" | "cancelled";
                                from: {
                                    startTime: string;
                                    endTime: string;
                                };
                                to: {
                                    startTime: string;
                                    endTime: string;
                                };
                                note: string | null;
                                decidedAt: string | null;
                                createdAt: string;
                            }[];
                            allowRescheduleCompletedBooking: boolean;
                            feedbackProvided: boolean;
                            createdAt: string;
                            refunded: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_CANCELLED`, `NOT_CANCELLABLE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_CANCELLED" | "NOT_CANCELLABLE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentReschedulePending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAppointmentByIdReschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeslotIdentifier: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
                            previousStatus: ("pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected") | null;
                            startTime: string | null;
                            endTime: string | null;
                            holdExpiresAt: string | null;
                            therapyCategory: {
                                identifier: string;
                                name: string;
                            };
                            modality: string;
                            modalityName: string;
                            provider: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            client: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            amount: number;
                            currency: string;
                            isFree: boolean;
                            note: string | null;
                            series: {
                                identifier: string;
                            } | null;
                            createdByProvider: boolean;
                            cancellation: {
                                /** @enum {string} */
                                by: "client" | "provider";
                                at: string;
                                note: string | null;
                            } | null;
                            rescheduleInfo: {
                                status: ("pending" | "accepted" | "declined" | "completed" | "cancelled") | null;
                                remainingClientReschedule: number;
                                remainingProviderReschedule: number;
                            };
                            reschedules: {
                                identifier: string;
                                /** @enum {string} */
                                requestedBy: "client" | "provider";
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "completed" | "cancelled";
                                from: {
                                    startTime: string;
                                    endTime: string;
                                };
                                to: {
                                    startTime: string;
                                    endTime: string;
                                };
                                note: string | null;
                                decidedAt: string | null;
                                createdAt: string;
                            }[];
                            allowRescheduleCompletedBooking: boolean;
                            feedbackProvided: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            rescheduleStatus: "pending" | "completed";
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `SLOT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "SLOT_NOT_FOUND";
                    };
                };
            };
            /** @description `NOT_RESCHEDULABLE`, `RESCHEDULE_LIMIT_REACHED`, `RESCHEDULE_PENDING`, `SLOT_UNAVAILABLE`, `SLOT_TAKEN` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_RESCHEDULABLE" | "RESCHEDULE_LIMIT_REACHED" | "RESCHEDULE_PENDING" | "SLOT_UNAVAILABLE" | "SLOT_TAKEN";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAppointmentByIdRescheduleUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "accepted" | "declined";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NO_PENDING_RESCHEDULE`, `SLOT_TAKEN`, `SLOT_UNAVAILABLE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NO_PENDING_RESCHEDULE" | "SLOT_TAKEN" | "SLOT_UNAVAILABLE";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentNext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"] | null;
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentByIdSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentByIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            modality: string;
                            link: string | null;
                            address: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentByIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            number: string;
                            bookingIdentifier: string;
                            paidAt: string;
                            client: {
                                name: string;
                                email: string;
                            };
                            provider: {
                                name: string;
                                title: string | null;
                                headline: string | null;
                            };
                            therapyCategory: string;
                            modality: string;
                            startTime: string | null;
                            endTime: string | null;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
                            currency: string;
                            amount: number;
                            refunded: number;
                            refundedAt: string | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NO_RECEIPT` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NO_RECEIPT";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentByIdCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session as an .ics file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": unknown;
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NOT_IN_CALENDAR` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_IN_CALENDAR";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            createdAt: string | null;
                            url?: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            createdAt: string | null;
                            url?: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            createdAt: string | null;
                            url?: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCalendarFeedByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (iCalendar). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": unknown;
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientsRelationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isClient: boolean;
                            sessions: number;
                            client: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClients: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            firstName: string;
                            lastName: string;
                            photoUrl: string | null;
                            nextSession: string | null;
                            lastSession: string | null;
                            sessions: number;
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "MFA_REQUIRED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientProfileById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            firstName: string;
                            lastName: string;
                            photoUrl: string | null;
                            nextSession: string | null;
                            lastSession: string | null;
                            sessions: number;
                            clientSince: string;
                            emergencyContact: {
                                name: string;
                                phoneNumber: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND`, `NOT_YOUR_CLIENT` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "NOT_YOUR_CLIENT";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentClientById: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected";
                            previousStatus: ("pending" | "confirmed" | "cancelled" | "expired" | "completed" | "rejected") | null;
                            startTime: string | null;
                            endTime: string | null;
                            holdExpiresAt: string | null;
                            therapyCategory: {
                                identifier: string;
                                name: string;
                            };
                            modality: string;
                            modalityName: string;
                            provider: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            client: {
                                identifier: string;
                                firstName: string;
                                lastName: string;
                            };
                            amount: number;
                            currency: string;
                            isFree: boolean;
                            note: string | null;
                            series: {
                                identifier: string;
                            } | null;
                            createdByProvider: boolean;
                            cancellation: {
                                /** @enum {string} */
                                by: "client" | "provider";
                                at: string;
                                note: string | null;
                            } | null;
                            rescheduleInfo: {
                                status: ("pending" | "accepted" | "declined" | "completed" | "cancelled") | null;
                                remainingClientReschedule: number;
                                remainingProviderReschedule: number;
                            };
                            reschedules: {
                                identifier: string;
                                /** @enum {string} */
                                requestedBy: "client" | "provider";
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "completed" | "cancelled";
                                from: {
                                    startTime: string;
                                    endTime: string;
                                };
                                to: {
                                    startTime: string;
                                    endTime: string;
                                };
                                note: string | null;
                                decidedAt: string | null;
                                createdAt: string;
                            }[];
                            allowRescheduleCompletedBooking: boolean;
                            feedbackProvided: boolean;
                            createdAt: string;
                            review: components["schemas"]["SessionReview"] | null;
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND`, `NOT_YOUR_CLIENT` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "NOT_YOUR_CLIENT";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiShareBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    bookingIdentifier: string;
                    emails: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Participant"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `INVITES_NOT_ALLOWED`, `INVITES_CLOSED`, `INVITE_LIMIT`, `ALREADY_INVITED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVITES_NOT_ALLOWED" | "INVITES_CLOSED" | "INVITE_LIMIT" | "ALREADY_INVITED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiShareBookingById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Participant"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAppointmentParticipantByIdAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Participant"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `INVITES_CLOSED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVITES_CLOSED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAppointmentParticipantByIdRejectBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Participant"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `INVITES_CLOSED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "INVITES_CLOSED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClientProfile"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    userName: string;
                    countryIdentifier?: "" | null | string;
                    stateIdentifier?: "" | null | string;
                    zipCode?: "" | null | string;
                    dob?: "" | null | string;
                    gender?: "" | null | string;
                    timezone?: "" | null | string;
                    phoneNumber?: "" | null | string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            userName: string;
                            photoUrl: string | null;
                            pictureUrl: string | null;
                            avatar: components["schemas"]["Avatar"] | null;
                            countryIdentifier: string | null;
                            stateIdentifier: string | null;
                            zipCode: string | null;
                            dob: string | null;
                            gender: string | null;
                            timezone: string;
                            phoneNumber: string | null;
                            emergencyContact: {
                                name: string;
                                phoneNumber: string;
                            } | null;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiClientEmergencyContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            phoneNumber: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiClientProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            photoUrl: string | null;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiClientProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            photoUrl: string | null;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientProfilePictureById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/": unknown;
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `FILE_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientAvatars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Avatar"][];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiClientAvatarById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            photoUrl: string | null;
                            message: string;
                            avatar: components["schemas"]["Avatar"];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClientPreferences"];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiClientPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryIdentifier?: "" | null | string;
                    /** @default [] */
                    modality?: string[];
                    /** @default [] */
                    gender?: string[];
                    /** @default [] */
                    therapy?: string[];
                    /** @default [] */
                    ageGroup?: string[];
                    /** @default [] */
                    language?: string[];
                    /** @default [] */
                    therapyApproach?: string[];
                    /** @default [] */
                    religion?: string[];
                    /** @default [] */
                    background?: string[];
                    /** @default [] */
                    trait?: string[];
                    /** @default [] */
                    specialities?: string[];
                    /** @default [] */
                    communication?: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            countryIdentifier: string | null;
                            modality: string[];
                            gender: string[];
                            therapy: string[];
                            ageGroup: string[];
                            language: string[];
                            therapyApproach: string[];
                            religion: string[];
                            background: string[];
                            trait: string[];
                            specialities: string[];
                            communication: string[];
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientPreferenceOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            modality: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            gender: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            therapy: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            ageGroup: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            language: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            therapyApproach: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            religion: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            background: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            trait: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            specialities: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                            communication: {
                                identifier: string;
                                slug: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiRecommendedProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            firstName: string;
                            lastName: string;
                            title: string | null;
                            headline: string | null;
                            photo: string | null;
                            countryName: string | null;
                            servable: boolean;
                            verified: boolean;
                            blockers: ("country" | "language")[];
                            reasons: {
                                /** @enum {string} */
                                kind: "language" | "specialities" | "modality" | "gender" | "religion" | "background";
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    type: "booking" | "client";
                    title: string;
                    content?: string;
                    reference?: string;
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            type: "booking" | "client";
                            title: string;
                            content: string | null;
                            reference: string;
                            clientId: string;
                            bookingId: string | null;
                            file: {
                                name: string;
                                kind: string;
                                size: number;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `CLIENT_ID_MISSING`, `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "CLIENT_ID_MISSING" | "VALIDATION_FAILED";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND`, `NOT_YOUR_CLIENT` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "NOT_YOUR_CLIENT";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNoteBookingById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Note"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNoteClientByClientId: {
        parameters: {
            query?: {
                type?: "booking" | "client";
                page?: number;
                title?: string;
                fromDate?: string;
                toDate?: string;
            };
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Note"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNoteClientByClientIdExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's notes as Markdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": unknown;
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Note"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiNoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    title: string;
                    content?: string;
                    /** @enum {string} */
                    removeFile?: "true" | "false";
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            type: "booking" | "client";
                            title: string;
                            content: string | null;
                            reference: string;
                            clientId: string;
                            bookingId: string | null;
                            file: {
                                name: string;
                                kind: string;
                                size: number;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `NOTE_CHANGED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOTE_CHANGED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiNoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            /** @enum {string} */
                            type: "booking" | "client";
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNoteByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NoteAccess"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNoteByIdFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note's file, as uploaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `MFA_REQUIRED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MFA_REQUIRED";
                    };
                };
            };
            /** @description `NOT_FOUND`, `FILE_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientImport: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportedClient"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiClientImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    mode: "emails";
                    emails: string;
                    /** @enum {string} */
                    language?: "en" | "de";
                } | {
                    /** @constant */
                    mode: "manual";
                    clients: {
                        [key: string]: unknown;
                    }[];
                    /** @enum {string} */
                    language?: "en" | "de";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invited: number;
                            alreadyImported: number;
                            duplicates: number;
                            failed: {
                                row: number;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `IMPORT_LIMIT` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPORT_LIMIT";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiClientImportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /** @enum {string} */
                    language?: "en" | "de";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invited: number;
                            alreadyImported: number;
                            duplicates: number;
                            failed: {
                                row: number;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `IMPORT_LIMIT` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPORT_LIMIT";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiClientImportInvitationByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            therapist: string;
                            email: string;
                            /** @enum {string} */
                            status: "invited" | "claimed";
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiClientImportClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            therapistId: string;
                            /** @constant */
                            status: "claimed";
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `INVALID_LINK`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "INVALID_LINK" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY`, `IMPORT_CLIENTS_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY" | "IMPORT_CLIENTS_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiMessagesChatList: {
        parameters: {
            query?: {
                cursor?: string;
                searchQuery?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            otherUser: components["schemas"]["Person"];
                            lastMessage: components["schemas"]["Message"] | null;
                            unreadCount: number;
                        }[];
                        meta: components["schemas"]["CursorMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiMessagesContacts: {
        parameters: {
            query?: {
                searchQuery?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Person"][];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiMessagesUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiMessagesConversations: {
        parameters: {
            query?: {
                cursor?: string;
                searchQuery?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userIdentifier: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                        meta: {
                            nextCursor: string | null;
                            conversation: {
                                identifier: string;
                                otherUser: components["schemas"]["Person"];
                            };
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY`, `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY" | "FORBIDDEN";
                    };
                };
            };
            /** @description `NOT_FOUND`, `CONVERSATION_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiMessagesStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    conversationIdentifier: string;
                    text?: string;
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `CONVERSATION_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `MESSAGE_RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MESSAGE_RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiMessagesMarkSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    conversationIdentifier: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            conversationIdentifier: string;
                            updated: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND`, `CONVERSATION_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiMessagesByIdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY`, `NOT_YOUR_MESSAGE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY" | "NOT_YOUR_MESSAGE";
                    };
                };
            };
            /** @description `NOT_FOUND`, `MESSAGE_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "MESSAGE_NOT_FOUND";
                    };
                };
            };
            /** @description `EDIT_WINDOW_PASSED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "EDIT_WINDOW_PASSED";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY`, `NOT_YOUR_MESSAGE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY" | "NOT_YOUR_MESSAGE";
                    };
                };
            };
            /** @description `NOT_FOUND`, `MESSAGE_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND" | "MESSAGE_NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiMessagesAttachmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment, as sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `FILE_NOT_FOUND`, `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FILE_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiMessagesLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: message, edited, deleted, seen, resync. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNotifications: {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                        meta: components["schemas"]["CursorMeta"];
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiNotificationsMarkRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    identifier: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiNotificationsLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: news, unread, resync. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiSupportContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    phone?: string | null;
                    message: string;
                    page?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiDevOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identifier: string;
                            to: string;
                            subject: string;
                            text: string;
                            kind: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    providerId: string;
                    /** Format: uuid */
                    therapyCategoryId: string;
                    /** @default video */
                    modality?: string;
                    weekdays: number[];
                    ranges: {
                        from: string;
                        to: string;
                    }[];
                    /** Format: date */
                    fromDate: string;
                    /** Format: date */
                    toDate: string;
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiWaitlistDemand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteApiWaitlistById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiWaitlistOffersByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiWaitlistOffersByIdPass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiBookingByIdRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiBookingByIdRoomJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiAppointmentByIdRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiAppointmentByIdRoomJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `FORBIDDEN`, `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "FORBIDDEN" | "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiRoomByIdSignal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "offer" | "answer" | "candidate" | "admit" | "leave";
                    /** Format: uuid */
                    to?: string;
                    sdp?: string;
                    candidate?: {
                        candidate: string;
                        sdpMid?: string | null;
                        sdpMLineIndex?: number | null;
                        usernameFragment?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `UNAUTHORIZED`, `TOKEN_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description `IMPERSONATION_READ_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "IMPERSONATION_READ_ONLY";
                    };
                };
            };
            /** @description `NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiRoomByIdLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCareMeasures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiCareMeasuresByIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: (0 | 1 | 2 | 3)[];
                };
            };
        };
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCareAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCareCrisisHelp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiCareClientByClientId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiCareClientByClientIdRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    instrument: "phq9" | "gad7";
                };
            };
        };
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiCareAlertsByIdAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putApiCareSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    measureEvery?: number;
                    hideOwnChart?: boolean;
                };
            };
        };
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffAudit: {
        parameters: {
            query?: {
                page?: number;
                target?: string | "";
                actor?: string | "";
                action?: string;
                from?: string | "";
                to?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffAuditExport: {
        parameters: {
            query?: {
                page?: number;
                target?: string | "";
                actor?: string | "";
                action?: string;
                from?: string | "";
                to?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffVerifications: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffVerificationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffVerificationsByIdFilesByFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiStaffVerificationsByIdDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "reject";
                    note?: string;
                    until?: string | "";
                };
            };
        };
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffPeople: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiStaffPeopleById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiStaffPeopleByIdByChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                change: "lock" | "unlock";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiStaffImpersonateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postApiStaffPeopleByIdRevokeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Not declared yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `MALFORMED_URL`, `VALIDATION_FAILED`, `MALFORMED_BODY` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "MALFORMED_URL" | "VALIDATION_FAILED" | "MALFORMED_BODY";
                    };
                };
            };
            /** @description `BODY_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description `SERVER_ERROR` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVER_ERROR";
                    };
                };
            };
            /** @description `SERVICE_UNAVAILABLE` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] & {
                        /** @enum {unknown} */
                        code?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
}
