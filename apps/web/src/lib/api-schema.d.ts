/**
 * Generated from docs/openapi.json by openapi-typescript: do not edit.
 * After an api change: `npm run openapi -w @sunfleet/api && npm run api-types -w @sunfleet/web`.
 */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database, migrations, broker and first-start preparation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "notReady";
                            checks: {
                                database: boolean;
                                pendingMigrations: string[];
                                /** @enum {string} */
                                broker: "up" | "down" | "none";
                                /** @enum {string} */
                                demoHistory: "preparing" | "ready";
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready" | "notReady";
                            checks: {
                                database: boolean;
                                pendingMigrations: string[];
                                /** @enum {string} */
                                broker: "up" | "down" | "none";
                                /** @enum {string} */
                                demoHistory: "preparing" | "ready";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (password grant) or renew tokens (refresh_token grant); JSON or form body */
        post: {
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
                        grant_type: "password";
                        username: string;
                        password: string;
                    } | {
                        /** @enum {string} */
                        grant_type: "refresh_token";
                        refresh_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                access_token: string;
                                refresh_token: string;
                                /** @enum {string} */
                                token_type: "bearer";
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke the session of a refresh token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refresh_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/getCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail a 6-digit verification code (once per minute); a phone account's go to `email` at sign-up; `delivery` says whether it went to a mailbox or, without SMTP, to the server's log */
        get: {
            parameters: {
                query: {
                    account: string;
                    email?: string;
                    purpose?: "signup" | "reset";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                delivery: "mailbox" | "serverLog";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/checkCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a verification code without using it (5 wrong, 6 expired) */
        get: {
            parameters: {
                query: {
                    account: string;
                    email?: string;
                    code: string;
                    purpose?: "signup" | "reset";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/checkAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-up: 103 when registered; reset: 105 when not registered */
        get: {
            parameters: {
                query: {
                    account: string;
                    purpose?: "signup" | "reset";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a plant-owner account with a sign-up code; answers a signed-in token pair */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        email?: string;
                        code: string;
                        password: string;
                        confirm: string;
                        nickname?: string;
                        /** @enum {boolean} */
                        agreement: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                access_token: string;
                                refresh_token: string;
                                /** @enum {string} */
                                token_type: "bearer";
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/resetPwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset code; ends every session of the account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        code: string;
                        password: string;
                        confirm: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client address the server sees */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                ip: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/look": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brand or default look, chosen by host name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                brand: boolean;
                                title: string;
                                iconUrl: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/preparation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work the first start still does (the demo history), for the plant pages to say so */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                demoHistory: "preparing" | "ready";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: {
                    lan?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                account: string;
                                nickname: string;
                                avatar: string | null;
                                /** @enum {string} */
                                kind: "platform" | "company" | "customer";
                                isCompanyAdmin: boolean;
                                readOnly: boolean;
                                company: {
                                    id: string;
                                    name: string;
                                    logoUrl: string | null;
                                    iconUrl: string | null;
                                    themeColor: string | null;
                                } | null;
                                /** @enum {string} */
                                lang: "en" | "zh" | "es";
                                /** @enum {string} */
                                theme: "dark" | "light";
                                /** @enum {string} */
                                styleType: "side" | "top";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/personalized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Display preferences */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                lang: "en" | "zh" | "es";
                                /** @enum {string} */
                                theme: "dark" | "light";
                                /** @enum {string} */
                                styleType: "side" | "top";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Change display preferences (language, theme, menu style) */
        post: {
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
                        lang?: "en" | "zh" | "es";
                        /** @enum {string} */
                        theme?: "dark" | "light";
                        /** @enum {string} */
                        styleType?: "side" | "top";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                lang: "en" | "zh" | "es";
                                /** @enum {string} */
                                theme: "dark" | "light";
                                /** @enum {string} */
                                styleType: "side" | "top";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your own profile */
        post: {
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
                        nickname: string;
                        /** @enum {string} */
                        lang?: "en" | "zh" | "es";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                account: string;
                                nickname: string;
                                avatar: string | null;
                                /** @enum {string} */
                                kind: "platform" | "company" | "customer";
                                isCompanyAdmin: boolean;
                                readOnly: boolean;
                                company: {
                                    id: string;
                                    name: string;
                                    logoUrl: string | null;
                                    iconUrl: string | null;
                                    themeColor: string | null;
                                } | null;
                                /** @enum {string} */
                                lang: "en" | "zh" | "es";
                                /** @enum {string} */
                                theme: "dark" | "light";
                                /** @enum {string} */
                                styleType: "side" | "top";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{id}/pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your own password (108 when the old one is wrong); ends your other sessions */
        post: {
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
                        old: string;
                        new: string;
                        confirm: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload your avatar: multipart field `file`, JPG or PNG, at most 6 MB */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                avatar: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's granted menus and buttons */
        get: {
            parameters: {
                query?: {
                    /** @description en, zh (or cn) or es */
                    lan?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["PermissionItem"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/permission/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a company role may be given
         * @description Requires permission `company.role.list.view`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description en, zh (or cn) or es */
                    lan?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["PermissionItem"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/permission/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a customer holds
         * @description Requires permission `customer.list.view`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description en, zh (or cn) or es */
                    lan?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["PermissionItem"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's company: information, look and administrator
         * @description Requires permission `company.info`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Another company (platform only) */
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                contactName: string;
                                email: string;
                                phone: string;
                                address: string;
                                remark: string;
                                logoUrl: string | null;
                                iconUrl: string | null;
                                themeColor: string | null;
                                adminId: string | null;
                                adminAccount: string | null;
                                adminName: string | null;
                                upperCompanyName: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a company name is free (203 when another company has it)
         * @description Requires permission `company.info`.
         */
        get: {
            parameters: {
                query: {
                    name: string;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit company information (203 duplicate name)
         * @description Requires permission `company.info.edit`.
         */
        post: {
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
                        name: string;
                        contactName: string;
                        email: "" | string;
                        phone: string;
                        address: string;
                        remark: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                contactName: string;
                                email: string;
                                phone: string;
                                address: string;
                                remark: string;
                                logoUrl: string | null;
                                iconUrl: string | null;
                                themeColor: string | null;
                                adminId: string | null;
                                adminAccount: string | null;
                                adminName: string | null;
                                upperCompanyName: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/{id}/themeColor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The company's theme colour (#rrggbb); every member's shell takes it on its next load
         * @description Requires permission `company.info.edit`.
         */
        post: {
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
                        themeColor: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                themeColor: unknown;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the expanded logo and the collapsed icon (uploaded images; null for the default)
         * @description Requires permission `company.info.edit`.
         */
        post: {
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
                        logoUrl: string | null;
                        iconUrl: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                logoUrl: string | null;
                                iconUrl: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a company with its administrator (platform; 203, 104, 106)
         * @description Requires permission `system.management`.
         */
        post: {
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
                        contactName: string;
                        email: "" | string;
                        phone: string;
                        address: string;
                        remark: string;
                        adminAccount: string;
                        adminPassword: string;
                        adminName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                companyId: string;
                                adminId: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand the company to a staff member (administrator only; 108 wrong password)
         * @description Requires permission `company.info.edit`.
         */
        post: {
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
                        /** Format: uuid */
                        userId: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                contactName: string;
                                email: string;
                                phone: string;
                                address: string;
                                remark: string;
                                logoUrl: string | null;
                                iconUrl: string | null;
                                themeColor: string | null;
                                adminId: string | null;
                                adminAccount: string | null;
                                adminName: string | null;
                                upperCompanyName: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff of the caller's company (all companies for the platform)
         * @description Requires permission `company.user`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    keyword?: string;
                    roleId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    account: string;
                                    nickname: string;
                                    avatar: string | null;
                                    companyId: string;
                                    companyName: string;
                                    isCompanyAdmin: boolean;
                                    roleId: string | null;
                                    roleName: string | null;
                                    readOnly: boolean;
                                    disabled: boolean;
                                    createdAt: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/user/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an account is free for a new member (104 registered, 106 in a company)
         * @description Requires permission `company.user`.
         */
        get: {
            parameters: {
                query: {
                    account: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/user/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One staff member; another company’s member answers code 3 (not found)
         * @description Requires permission `company.user`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                account: string;
                                nickname: string;
                                avatar: string | null;
                                companyId: string;
                                companyName: string;
                                isCompanyAdmin: boolean;
                                roleId: string | null;
                                roleName: string | null;
                                readOnly: boolean;
                                disabled: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/user/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a staff member with a role (JSON or form; 104, 106)
         * @description Requires permission `company.user.add`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                        password: string;
                        nickname: string;
                        /** Format: uuid */
                        roleId: string;
                        readOnly?: boolean | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                account: string;
                                nickname: string;
                                avatar: string | null;
                                companyId: string;
                                companyName: string;
                                isCompanyAdmin: boolean;
                                roleId: string | null;
                                roleName: string | null;
                                readOnly: boolean;
                                disabled: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/user/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a staff member: name, role, disabled, read-only, password (802 own role)
         * @description Requires permission `company.user.edit`.
         */
        post: {
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
                        nickname: string;
                        /** Format: uuid */
                        roleId: string;
                        disabled?: boolean;
                        readOnly?: boolean;
                        password?: "" | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                account: string;
                                nickname: string;
                                avatar: string | null;
                                companyId: string;
                                companyName: string;
                                isCompanyAdmin: boolean;
                                roleId: string | null;
                                roleName: string | null;
                                readOnly: boolean;
                                disabled: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/user/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a staff member (never the administrator nor oneself)
         * @description Requires permission `company.user.delete`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's roles
         * @description Requires permission `company.role.list.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                permissions: string[];
                                members: number;
                                createdAt: string;
                                isOwn: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/role/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a role name is free (801 when taken)
         * @description Requires permission `company.role.list.view`.
         */
        get: {
            parameters: {
                query: {
                    name: string;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One role
         * @description Requires permission `company.role.list.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                permissions: string[];
                                members: number;
                                createdAt: string;
                                isOwn: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Edit a role; members have it on their next request (801, 802 the caller's own role)
         * @description Requires permission `company.role.edit`.
         */
        post: {
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
                        name: string;
                        permissions: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                permissions: string[];
                                members: number;
                                createdAt: string;
                                isOwn: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a role (800 at most 5, 801 name taken)
         * @description Requires permission `company.role.add`.
         */
        post: {
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
                        permissions: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                permissions: string[];
                                members: number;
                                createdAt: string;
                                isOwn: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/role/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a role no member holds (802 the caller's own role)
         * @description Requires permission `company.role.delete`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The companies that are agents of the caller’s
         * @description Requires permission `company.info`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                companyId: string;
                                name: string;
                                adminAccount: string | null;
                                contactName: string;
                                phone: string;
                                plants: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a company as agent by its administrator's account (105, 900, 901, 902, 903, 202)
         * @description Requires permission `company.info.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                companyId: string;
                                name: string;
                                adminAccount: string | null;
                                contactName: string;
                                phone: string;
                                plants: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/agent/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a company being the caller’s agent (`id`: the agent company)
         * @description Requires permission `company.info.edit`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/uploadLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a logo image: multipart field `file`, JPG, JPEG, GIF or PNG (by content), at most 6 MB
         * @description Requires permission `company.info.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                url: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Version records, newest first, by type or keyword */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    type?: "feature" | "improvement" | "fix";
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    number: string;
                                    contentZh: string;
                                    contentEn: string;
                                    /** @enum {string} */
                                    type: "feature" | "improvement" | "fix";
                                    publisher: string;
                                    releasedAt: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version record by its number (code 3 when none has it) */
        get: {
            parameters: {
                query: {
                    number: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                number: string;
                                contentZh: string;
                                contentEn: string;
                                /** @enum {string} */
                                type: "feature" | "improvement" | "fix";
                                publisher: string;
                                releasedAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Publish a version record (platform)
         * @description Requires permission `sys.version.publish`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number: string;
                        contentZh: string;
                        contentEn: string;
                        /** @enum {string} */
                        type: "feature" | "improvement" | "fix";
                        /** Format: date-time */
                        releasedAt?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                number: string;
                                contentZh: string;
                                contentEn: string;
                                /** @enum {string} */
                                type: "feature" | "improvement" | "fix";
                                publisher: string;
                                releasedAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version record, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                number: string;
                                contentZh: string;
                                contentEn: string;
                                /** @enum {string} */
                                type: "feature" | "improvement" | "fix";
                                publisher: string;
                                releasedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest released version ("what's new"), or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                number: string;
                                contentZh: string;
                                contentEn: string;
                                /** @enum {string} */
                                type: "feature" | "improvement" | "fix";
                                publisher: string;
                                releasedAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a version number is free (code 4 on `number` when taken)
         * @description Requires permission `sys.version.publish`.
         */
        get: {
            parameters: {
                query: {
                    number: string;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version record */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                number: string;
                                contentZh: string;
                                contentEn: string;
                                /** @enum {string} */
                                type: "feature" | "improvement" | "fix";
                                publisher: string;
                                releasedAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Correct a version record (platform)
         * @description Requires permission `sys.version.publish`.
         */
        post: {
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
                        number: string;
                        contentZh: string;
                        contentEn: string;
                        /** @enum {string} */
                        type: "feature" | "improvement" | "fix";
                        /** Format: date-time */
                        releasedAt?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                number: string;
                                contentZh: string;
                                contentEn: string;
                                /** @enum {string} */
                                type: "feature" | "improvement" | "fix";
                                publisher: string;
                                releasedAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delete a version record (platform; a GET as the portal calls it)
         * @description Requires permission `sys.version.publish`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fleet list: a page of plants with live numbers, and status counts of all that match
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    keyword?: string;
                    sort?: "createdAt" | "name" | "capacity" | "power" | "energyToday" | "energyTotal" | "lastUpdate";
                    order?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    alias: string;
                                    /** @enum {string} */
                                    type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    capacity: number;
                                    power: number | null;
                                    energyToday: number;
                                    energyTotal: number;
                                    lastUpdate: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                    owner: string | null;
                                    company: string | null;
                                    openAlarms: number;
                                    specificYield: number | null;
                                    picture: string | null;
                                    address: string;
                                    timeZone: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                total: number;
                                counts: {
                                    all: number;
                                    normal: number;
                                    offline: number;
                                    warning: number;
                                    fault: number;
                                    updating: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plants/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every visible plant that has a position, for the map
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: {
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                latitude: number;
                                longitude: number;
                                capacity: number;
                                power: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plants by name for pickers (reports, filters)
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                timeZone: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/overview/plantCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every plant you see, by status
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{id}/plantCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plants a user owns or is shared, by status, as far as you see them
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a plant and bind its gateway (300 wrong SN or key, 301 gateway already used, 305 no such gateway, 10 bad coordinates)
         * @description Requires permission `station.create`.
         */
        post: {
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
                        /** @default  */
                        alias?: string;
                        /** @enum {string} */
                        type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                        capacity: string | number;
                        commissioningDate: string;
                        location: {
                            latitude: string | number;
                            longitude: string | number;
                            address: string;
                            timeZone: string;
                        };
                        investment?: string | number | null;
                        /** @default null */
                        picture?: string | null;
                        income: {
                            /** @enum {string} */
                            method: "constant";
                            currency: string;
                            price: string | number;
                        } | {
                            /** @enum {string} */
                            method: "timeOfUse";
                            currency: string;
                            segments: {
                                start: string;
                                end: string;
                                price: string | number;
                            }[];
                            weekdays: (string | number)[];
                        } | {
                            /** @enum {string} */
                            method: "byGeneration";
                            currency: string;
                            feedInPrice: string | number;
                            selfUsePrice: string | number;
                        };
                        contacts: {
                            contact: string;
                            phone: string;
                            installer: string;
                        };
                        gateway: {
                            sn: string;
                            key: string;
                        };
                        /** @default null */
                        customerId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                alias: string;
                                /** @enum {string} */
                                type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                inverterState: ("running" | "standby" | "shutDown") | null;
                                capacity: number;
                                commissioningDate: string | null;
                                location: {
                                    latitude: number | null;
                                    longitude: number | null;
                                    address: string;
                                    timeZone: string;
                                };
                                investment: number | null;
                                picture: string | null;
                                income: ({
                                    /** @enum {string} */
                                    method: "constant";
                                    currency: string;
                                    price: number;
                                } | {
                                    /** @enum {string} */
                                    method: "timeOfUse";
                                    currency: string;
                                    segments: {
                                        start: string;
                                        end: string;
                                        price: number;
                                    }[];
                                    weekdays: number[];
                                } | {
                                    /** @enum {string} */
                                    method: "byGeneration";
                                    currency: string;
                                    feedInPrice: number;
                                    selfUsePrice: number;
                                }) | null;
                                contacts: {
                                    contact: string;
                                    phone: string;
                                    installer: string;
                                };
                                gateways: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                }[];
                                /** @enum {string} */
                                role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                ownerAccount: string | null;
                                customer: {
                                    /** Format: uuid */
                                    id: string;
                                    account: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One plant with every field of its forms, its gateways and your role (700 when not visible)
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                alias: string;
                                /** @enum {string} */
                                type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                inverterState: ("running" | "standby" | "shutDown") | null;
                                capacity: number;
                                commissioningDate: string | null;
                                location: {
                                    latitude: number | null;
                                    longitude: number | null;
                                    address: string;
                                    timeZone: string;
                                };
                                investment: number | null;
                                picture: string | null;
                                income: ({
                                    /** @enum {string} */
                                    method: "constant";
                                    currency: string;
                                    price: number;
                                } | {
                                    /** @enum {string} */
                                    method: "timeOfUse";
                                    currency: string;
                                    segments: {
                                        start: string;
                                        end: string;
                                        price: number;
                                    }[];
                                    weekdays: number[];
                                } | {
                                    /** @enum {string} */
                                    method: "byGeneration";
                                    currency: string;
                                    feedInPrice: number;
                                    selfUsePrice: number;
                                }) | null;
                                contacts: {
                                    contact: string;
                                    phone: string;
                                    installer: string;
                                };
                                gateways: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                }[];
                                /** @enum {string} */
                                role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                ownerAccount: string | null;
                                customer: {
                                    /** Format: uuid */
                                    id: string;
                                    account: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Edit every field of a plant but its gateway (owners, managers, staff)
         * @description Requires permission `station.edit`.
         */
        post: {
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
                        name: string;
                        /** @default  */
                        alias?: string;
                        /** @enum {string} */
                        type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                        capacity: string | number;
                        commissioningDate: string;
                        location: {
                            latitude: string | number;
                            longitude: string | number;
                            address: string;
                            timeZone: string;
                        };
                        investment?: string | number | null;
                        /** @default null */
                        picture?: string | null;
                        income: {
                            /** @enum {string} */
                            method: "constant";
                            currency: string;
                            price: string | number;
                        } | {
                            /** @enum {string} */
                            method: "timeOfUse";
                            currency: string;
                            segments: {
                                start: string;
                                end: string;
                                price: string | number;
                            }[];
                            weekdays: (string | number)[];
                        } | {
                            /** @enum {string} */
                            method: "byGeneration";
                            currency: string;
                            feedInPrice: string | number;
                            selfUsePrice: string | number;
                        };
                        contacts: {
                            contact: string;
                            phone: string;
                            installer: string;
                        };
                        customerId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                alias: string;
                                /** @enum {string} */
                                type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                inverterState: ("running" | "standby" | "shutDown") | null;
                                capacity: number;
                                commissioningDate: string | null;
                                location: {
                                    latitude: number | null;
                                    longitude: number | null;
                                    address: string;
                                    timeZone: string;
                                };
                                investment: number | null;
                                picture: string | null;
                                income: ({
                                    /** @enum {string} */
                                    method: "constant";
                                    currency: string;
                                    price: number;
                                } | {
                                    /** @enum {string} */
                                    method: "timeOfUse";
                                    currency: string;
                                    segments: {
                                        start: string;
                                        end: string;
                                        price: number;
                                    }[];
                                    weekdays: number[];
                                } | {
                                    /** @enum {string} */
                                    method: "byGeneration";
                                    currency: string;
                                    feedInPrice: number;
                                    selfUsePrice: number;
                                }) | null;
                                contacts: {
                                    contact: string;
                                    phone: string;
                                    installer: string;
                                };
                                gateways: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                }[];
                                /** @enum {string} */
                                role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                ownerAccount: string | null;
                                customer: {
                                    /** Format: uuid */
                                    id: string;
                                    account: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit name, type, capacity, date, location, investment and picture
         * @description Requires permission `station.edit`.
         */
        post: {
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
                        name: string;
                        /** @default  */
                        alias?: string;
                        /** @enum {string} */
                        type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                        capacity: string | number;
                        commissioningDate: string;
                        location: {
                            latitude: string | number;
                            longitude: string | number;
                            address: string;
                            timeZone: string;
                        };
                        investment?: string | number | null;
                        /** @default null */
                        picture?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                alias: string;
                                /** @enum {string} */
                                type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                inverterState: ("running" | "standby" | "shutDown") | null;
                                capacity: number;
                                commissioningDate: string | null;
                                location: {
                                    latitude: number | null;
                                    longitude: number | null;
                                    address: string;
                                    timeZone: string;
                                };
                                investment: number | null;
                                picture: string | null;
                                income: ({
                                    /** @enum {string} */
                                    method: "constant";
                                    currency: string;
                                    price: number;
                                } | {
                                    /** @enum {string} */
                                    method: "timeOfUse";
                                    currency: string;
                                    segments: {
                                        start: string;
                                        end: string;
                                        price: number;
                                    }[];
                                    weekdays: number[];
                                } | {
                                    /** @enum {string} */
                                    method: "byGeneration";
                                    currency: string;
                                    feedInPrice: number;
                                    selfUsePrice: number;
                                }) | null;
                                contacts: {
                                    contact: string;
                                    phone: string;
                                    installer: string;
                                };
                                gateways: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                }[];
                                /** @enum {string} */
                                role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                ownerAccount: string | null;
                                customer: {
                                    /** Format: uuid */
                                    id: string;
                                    account: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/income": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Income today, this month, this year and in total from the plant's tariff
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                currency: string | null;
                                today: number;
                                month: number;
                                year: number;
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Set the tariff: constant price, time-of-use, or by use of the generation
         * @description Requires permission `station.edit`.
         */
        post: {
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
                        method: "constant";
                        currency: string;
                        price: string | number;
                    } | {
                        /** @enum {string} */
                        method: "timeOfUse";
                        currency: string;
                        segments: {
                            start: string;
                            end: string;
                            price: string | number;
                        }[];
                        weekdays: (string | number)[];
                    } | {
                        /** @enum {string} */
                        method: "byGeneration";
                        currency: string;
                        feedInPrice: string | number;
                        selfUsePrice: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                alias: string;
                                /** @enum {string} */
                                type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                inverterState: ("running" | "standby" | "shutDown") | null;
                                capacity: number;
                                commissioningDate: string | null;
                                location: {
                                    latitude: number | null;
                                    longitude: number | null;
                                    address: string;
                                    timeZone: string;
                                };
                                investment: number | null;
                                picture: string | null;
                                income: ({
                                    /** @enum {string} */
                                    method: "constant";
                                    currency: string;
                                    price: number;
                                } | {
                                    /** @enum {string} */
                                    method: "timeOfUse";
                                    currency: string;
                                    segments: {
                                        start: string;
                                        end: string;
                                        price: number;
                                    }[];
                                    weekdays: number[];
                                } | {
                                    /** @enum {string} */
                                    method: "byGeneration";
                                    currency: string;
                                    feedInPrice: number;
                                    selfUsePrice: number;
                                }) | null;
                                contacts: {
                                    contact: string;
                                    phone: string;
                                    installer: string;
                                };
                                gateways: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                }[];
                                /** @enum {string} */
                                role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                ownerAccount: string | null;
                                customer: {
                                    /** Format: uuid */
                                    id: string;
                                    account: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set contact, phone and installer
         * @description Requires permission `station.edit`.
         */
        post: {
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
                        contact: string;
                        phone: string;
                        installer: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                alias: string;
                                /** @enum {string} */
                                type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                inverterState: ("running" | "standby" | "shutDown") | null;
                                capacity: number;
                                commissioningDate: string | null;
                                location: {
                                    latitude: number | null;
                                    longitude: number | null;
                                    address: string;
                                    timeZone: string;
                                };
                                investment: number | null;
                                picture: string | null;
                                income: ({
                                    /** @enum {string} */
                                    method: "constant";
                                    currency: string;
                                    price: number;
                                } | {
                                    /** @enum {string} */
                                    method: "timeOfUse";
                                    currency: string;
                                    segments: {
                                        start: string;
                                        end: string;
                                        price: number;
                                    }[];
                                    weekdays: number[];
                                } | {
                                    /** @enum {string} */
                                    method: "byGeneration";
                                    currency: string;
                                    feedInPrice: number;
                                    selfUsePrice: number;
                                }) | null;
                                contacts: {
                                    contact: string;
                                    phone: string;
                                    installer: string;
                                };
                                gateways: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                }[];
                                /** @enum {string} */
                                role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                ownerAccount: string | null;
                                customer: {
                                    /** Format: uuid */
                                    id: string;
                                    account: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/gateway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the gateway: bind the new one (300, 301, 305), then unbind the old one
         * @description Requires permission `station.edit`.
         */
        post: {
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
                        sn: string;
                        key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                alias: string;
                                /** @enum {string} */
                                type: "gridTied" | "acCoupledStorage" | "dcCoupledStorage";
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                inverterState: ("running" | "standby" | "shutDown") | null;
                                capacity: number;
                                commissioningDate: string | null;
                                location: {
                                    latitude: number | null;
                                    longitude: number | null;
                                    address: string;
                                    timeZone: string;
                                };
                                investment: number | null;
                                picture: string | null;
                                income: ({
                                    /** @enum {string} */
                                    method: "constant";
                                    currency: string;
                                    price: number;
                                } | {
                                    /** @enum {string} */
                                    method: "timeOfUse";
                                    currency: string;
                                    segments: {
                                        start: string;
                                        end: string;
                                        price: number;
                                    }[];
                                    weekdays: number[];
                                } | {
                                    /** @enum {string} */
                                    method: "byGeneration";
                                    currency: string;
                                    feedInPrice: number;
                                    selfUsePrice: number;
                                }) | null;
                                contacts: {
                                    contact: string;
                                    phone: string;
                                    installer: string;
                                };
                                gateways: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                }[];
                                /** @enum {string} */
                                role: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                ownerAccount: string | null;
                                customer: {
                                    /** Format: uuid */
                                    id: string;
                                    account: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a plant and its data; its gateways stay, unbound
         * @description Requires permission `station.delete`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/getShareUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts the plant is shared with (owner and staff)
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                userId: string;
                                account: string;
                                nickname: string;
                                /** @enum {string} */
                                role: "visitor" | "manager";
                                /** Format: date-time */
                                sharedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share with a customer account as visitor or manager; only the owner (701 yourself, 702 company user, 703 company plant)
         * @description Requires permission `station.share`.
         */
        post: {
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
                        account: string;
                        /** @enum {string} */
                        role: "visitor" | "manager";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                userId: string;
                                account: string;
                                nickname: string;
                                /** @enum {string} */
                                role: "visitor" | "manager";
                                /** Format: date-time */
                                sharedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/cancelShare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a share
         * @description Requires permission `station.share`.
         */
        post: {
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
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                userId: string;
                                account: string;
                                nickname: string;
                                /** @enum {string} */
                                role: "visitor" | "manager";
                                /** Format: date-time */
                                sharedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer to another customer account (query `account`) with your password; 108 wrong password, 701 to yourself, 704 Transfer failure
         * @description Requires permission `station.transfer`.
         */
        post: {
            parameters: {
                query: {
                    account: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a plant picture: multipart field `file`, JPG, JPEG or PNG by content, at most 10 MB
         * @description Requires permission `station.view`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                url: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status, PV power now, and energy today, this month, this year and in total
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                power: number | null;
                                capacity: number;
                                energyToday: number;
                                energyMonth: number;
                                energyYear: number;
                                energyTotal: number;
                                energyBeforeMonitoring: number;
                                specificYieldToday: number | null;
                                specificYieldYear: number | null;
                                selfConsumptionRate: number | null;
                                selfSufficiencyRate: number | null;
                                co2AvoidedKg: number;
                                lastUpdate: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/power/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Power curve of a local day: 5-minute average power by flow (kW) and battery SOC (%)
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                points: {
                                    time: string;
                                    pv: number | null;
                                    load: number | null;
                                    grid: number | null;
                                    battery: number | null;
                                    soc: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/power/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generation and income of each day of a month (YYYY-MM)
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                currency: string | null;
                                bars: {
                                    label: string;
                                    generation: number | null;
                                    income: number | null;
                                    expected: number | null;
                                }[];
                                partialLabel: string | null;
                                total: {
                                    generation: number;
                                    income: number;
                                    expected: number | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/power/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generation, income and expected yield of each month of a year
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                currency: string | null;
                                bars: {
                                    label: string;
                                    generation: number | null;
                                    income: number | null;
                                    expected: number | null;
                                }[];
                                partialLabel: string | null;
                                total: {
                                    generation: number;
                                    income: number;
                                    expected: number | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/power/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generation and income of each year of the plant's life
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                currency: string | null;
                                bars: {
                                    label: string;
                                    generation: number | null;
                                    income: number | null;
                                    expected: number | null;
                                }[];
                                partialLabel: string | null;
                                total: {
                                    generation: number;
                                    income: number;
                                    expected: number | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/energy/{id}/flow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Energy flow now: PV, load, grid (+import), battery (+discharge) with SOC, generator
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                pv: number | null;
                                load: number | null;
                                grid: number | null;
                                battery: number | null;
                                soc: number | null;
                                generator: number | null;
                                readAt: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/energy/{id}/flow/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent `flow` events carrying the same object as /flow: now, and after new readings of the plant’s devices (at most once a second)
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/energy/{id}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Energy by flow of each hour of a local day (kWh)
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                bars: {
                                    label: string;
                                    pv: number | null;
                                    load: number | null;
                                    gridImport: number | null;
                                    gridExport: number | null;
                                    batteryCharge: number | null;
                                    batteryDischarge: number | null;
                                }[];
                                partialLabel: string | null;
                                total: {
                                    pv: number;
                                    load: number | null;
                                    gridImport: number;
                                    gridExport: number;
                                    batteryCharge: number;
                                    batteryDischarge: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/energy/{id}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Energy by flow of each day of a month (kWh)
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                bars: {
                                    label: string;
                                    pv: number | null;
                                    load: number | null;
                                    gridImport: number | null;
                                    gridExport: number | null;
                                    batteryCharge: number | null;
                                    batteryDischarge: number | null;
                                }[];
                                partialLabel: string | null;
                                total: {
                                    pv: number;
                                    load: number | null;
                                    gridImport: number;
                                    gridExport: number;
                                    batteryCharge: number;
                                    batteryDischarge: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/energy/{id}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Energy by flow of each month of a year (kWh)
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                bars: {
                                    label: string;
                                    pv: number | null;
                                    load: number | null;
                                    gridImport: number | null;
                                    gridExport: number | null;
                                    batteryCharge: number | null;
                                    batteryDischarge: number | null;
                                }[];
                                partialLabel: string | null;
                                total: {
                                    pv: number;
                                    load: number | null;
                                    gridImport: number;
                                    gridExport: number;
                                    batteryCharge: number;
                                    batteryDischarge: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/energy/{id}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Energy by flow of each year (kWh)
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                bars: {
                                    label: string;
                                    pv: number | null;
                                    load: number | null;
                                    gridImport: number | null;
                                    gridExport: number | null;
                                    batteryCharge: number | null;
                                    batteryDischarge: number | null;
                                }[];
                                partialLabel: string | null;
                                total: {
                                    pv: number;
                                    load: number | null;
                                    gridImport: number;
                                    gridExport: number;
                                    batteryCharge: number;
                                    batteryDischarge: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/energy/{id}/generation/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the generation of local dates from–to went and where the load came from
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                from: string;
                                to: string;
                                generation: number;
                                selfUse: number;
                                gridExport: number;
                                batteryCharge: number;
                                consumption: number | null;
                                fromPv: number | null;
                                fromGrid: number | null;
                                fromBattery: number | null;
                                selfUseRate: number | null;
                                selfSufficiencyRate: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/predicted/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import expected monthly yield: multipart fields `plantId`, `source` (pvsyst | forecast) and one `file` (.xlsx or .xls, at most 10 MB); replaces the twelve months
         * @description Requires permission `station.import`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                plantId: string;
                                months: {
                                    month: number;
                                    expected: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/rollups/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rebuild the plant's rollups of whole days (its time zone, at most 92) from its raw frames; platform administrators
         * @description Requires permission `system.management`.
         */
        post: {
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
                        from: string;
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                                devices: number;
                                frames: number;
                                implausibleSteps: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/device/{sn}/energy-refusals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's newest energy steps refused as implausible (at most 5, newest first)
         * @description Requires permission `equip.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: date-time */
                                at: string;
                                detail: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/inverterCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plant's inverters by status
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/inverters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plant's inverters with PV power now and today's energy
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    sn: string;
                                    alias: string;
                                    kind: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    operatingState: ("running" | "standby" | "shutDown") | null;
                                    gatewaySn: string;
                                    power: number | null;
                                    energyToday: number;
                                    lastSeen: string | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every device of the plant (inverters, meters, batteries, weather stations) with the readings that matter for its kind
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    sn: string;
                                    alias: string;
                                    /** @enum {string} */
                                    kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    operatingState: ("running" | "standby" | "shutDown") | null;
                                    gatewaySn: string;
                                    power: number | null;
                                    soc: number | null;
                                    irradiance: number | null;
                                    energyToday: number | null;
                                    lastSeen: string | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/check/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many gateways, inverters, meters, batteries and weather stations the plant has
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                gateways: number;
                                inverters: number;
                                meters: number;
                                batteries: number;
                                weatherStations: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/device/{sn}/abilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's relation to a device or gateway and what it lets them do: view, operate, configure, delete (3 when not yours) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                relation: "owner" | "manager" | "visitor" | "customer" | "company" | "principal" | "platform";
                                abilities: {
                                    view: boolean;
                                    operate: boolean;
                                    configure: boolean;
                                    delete: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inverters of every plant and gateway the caller sees: status, type, rated power, power now, energy today; filtered and paged
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    keyword?: string;
                    kind?: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    plant: {
                                        id: string;
                                        name: string;
                                        timeZone: string;
                                    } | null;
                                    gatewaySn: string;
                                    sn: string;
                                    alias: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    operatingState: ("running" | "standby" | "shutDown") | null;
                                    /** @enum {string} */
                                    kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                    typeCode: number;
                                    typeName: string;
                                    brand: string | null;
                                    model: string | null;
                                    ratedPower: number | null;
                                    power: number | null;
                                    energyToday: number | null;
                                    lastSeen: string | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverters/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverters the caller sees, by status
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverters/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An .xlsx of the inverter list with the same filters (at most 10 000 rows)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: {
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    keyword?: string;
                    kind?: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/params": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Parameters a custom chart may show (at most 30): those of inverter `sn`, or of every inverter the caller sees
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: {
                    sn?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                key: string;
                                name: string;
                                unit: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/params/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved picks for the custom parameter chart
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                keys: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves the picks for the custom parameter chart (at most 6, spec section 9)
         * @description Requires permission `inverter.view`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keys: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                keys: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One inverter: its row, lifetime energy, temperature, PV inputs, phases, and which families it reports
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                plant: {
                                    id: string;
                                    name: string;
                                    timeZone: string;
                                } | null;
                                gatewaySn: string;
                                sn: string;
                                alias: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                operatingState: ("running" | "standby" | "shutDown") | null;
                                /** @enum {string} */
                                kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                typeCode: number;
                                typeName: string;
                                brand: string | null;
                                model: string | null;
                                ratedPower: number | null;
                                power: number | null;
                                energyToday: number | null;
                                lastSeen: string | null;
                                dictionaryId: string;
                                energyTotal: number | null;
                                temperature: number | null;
                                pvInputs: number;
                                phases: number;
                                families: ("grid" | "meter" | "battery" | "eps" | "load" | "gen")[];
                                isMicro: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/realtime/input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PV inputs now (voltage, current, power per MPPT/string) with DC power and PV energy
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                inputs: {
                                    input: number;
                                    voltage: number | null;
                                    current: number | null;
                                    power: number | null;
                                }[];
                                power: number | null;
                                energyToday: number | null;
                                energyTotal: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/realtime/output": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AC output now: voltage, current and power per phase, frequency, and the other output values
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                phases: {
                                    phase: string;
                                    voltage: number | null;
                                    current: number | null;
                                    power: number | null;
                                }[];
                                power: number | null;
                                frequency: number | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/pvIVRealtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Voltage and current (and power) of each PV input now
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                inputs: {
                                    input: number;
                                    voltage: number | null;
                                    current: number | null;
                                    power: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day's PV and AC power in 5-minute averages (kW); `keys` picks other parameters (the custom chart, at most 6)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/input/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day's PV input voltages, currents and powers
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/output/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day's AC output values per phase
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PV generation per day of a month (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PV generation per month of a year (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PV generation per year of the device's life (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/grid/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's grid connection values now
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/grid/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day of the inverter's grid connection values
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/grid/{sn}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's grid connection energy per day of a month (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/grid/{sn}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's grid connection energy per month of a year (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/grid/{sn}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's grid connection energy per year of the device's life (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/meter/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's built-in meter (external CT) values now
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/meter/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day of the inverter's built-in meter (external CT) values
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/meter/{sn}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's built-in meter (external CT) energy per day of a month (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/meter/{sn}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's built-in meter (external CT) energy per month of a year (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/meter/{sn}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's built-in meter (external CT) energy per year of the device's life (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/battery/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's battery values now
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/battery/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day of the inverter's battery values
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/battery/{sn}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's battery energy per day of a month (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/battery/{sn}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's battery energy per month of a year (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/battery/{sn}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's battery energy per year of the device's life (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/eps/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's EPS (backup output) values now
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/eps/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day of the inverter's EPS (backup output) values
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/eps/{sn}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's EPS (backup output) energy per day of a month (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/eps/{sn}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's EPS (backup output) energy per month of a year (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/eps/{sn}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's EPS (backup output) energy per year of the device's life (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/load/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's load values now
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/load/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day of the inverter's load values
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                    keys?: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/load/{sn}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's load energy per day of a month (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/load/{sn}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's load energy per month of a year (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/load/{sn}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's load energy per year of the device's life (kWh)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/gen/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's generator input now (voltage and power per phase, energy)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/genMi/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A micro inverter's local day: each panel input's voltage, current and power
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/genMi/{sn}/byDate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A micro inverter's energy per local date from `from` to `to` (at most 366 days)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/flow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's own energy flow now: PV, load, grid, battery and generator (kW)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                pv: number | null;
                                load: number | null;
                                grid: number | null;
                                battery: number | null;
                                soc: number | null;
                                generator: number | null;
                                readAt: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/alias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the inverter's alias (at most 32 bytes)
         * @description Requires permission `inverter.alias`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alias: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                plant: {
                                    id: string;
                                    name: string;
                                    timeZone: string;
                                } | null;
                                gatewaySn: string;
                                sn: string;
                                alias: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                operatingState: ("running" | "standby" | "shutDown") | null;
                                /** @enum {string} */
                                kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                typeCode: number;
                                typeName: string;
                                brand: string | null;
                                model: string | null;
                                ratedPower: number | null;
                                power: number | null;
                                energyToday: number | null;
                                lastSeen: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes the inverter and its history (not while it is upgrading)
         * @description Requires permission `inverter.delete`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/boot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remote power-on of the inverter (the wire's setPower); refused while it upgrades or is offline
         * @description Requires permission `inverter.power`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Remote power-on of the inverter (the wire's setPower); refused while it upgrades or is offline
         * @description Requires permission `inverter.power`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/shutdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remote shutdown of the inverter (the wire's setPower); refused while it upgrades or is offline
         * @description Requires permission `inverter.power`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Remote shutdown of the inverter (the wire's setPower); refused while it upgrades or is offline
         * @description Requires permission `inverter.power`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/debug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remote debug: a raw Modbus read (03, 04; code, hex) to the inverter through its gateway; the reply comes at /inverter/{sn}/debug/reply. A write goes through the gateway (POST /gateway/{sn}/debug/write)
         * @description Requires permission `inverter.debug`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default rtu
                         * @enum {string}
                         */
                        framing?: "rtu" | "tcp";
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/debug/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A remote-debug command's state and the inverter's reply frame, decoded (waits up to `wait` ms)
         * @description Requires permission `inverter.debug`.
         */
        get: {
            parameters: {
                query: {
                    id: string;
                    wait?: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                command: {
                                    /** Format: uuid */
                                    id: string;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @enum {string} */
                                    state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                    requestedBy: string | null;
                                    requestId: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    attempts: number;
                                    sentAt: string | null;
                                    acknowledgedAt: string | null;
                                    finishedAt: string | null;
                                    progress: number | null;
                                    result: {
                                        [key: string]: unknown;
                                    } | null;
                                    error: string | null;
                                };
                                frame: string | null;
                                decoded: {
                                    [key: string]: unknown;
                                } | null;
                                decodeError: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meters of every plant and gateway the caller sees: grid power now, import and export today
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    keyword?: string;
                    kind?: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    plant: {
                                        id: string;
                                        name: string;
                                        timeZone: string;
                                    } | null;
                                    gatewaySn: string;
                                    sn: string;
                                    alias: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    model: string | null;
                                    power: number | null;
                                    importToday: number | null;
                                    exportToday: number | null;
                                    isMaster: boolean;
                                    lastSeen: string | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/status/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The meters the caller sees, by status
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One meter: its row with its plant and gateway
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                plant: {
                                    id: string;
                                    name: string;
                                    timeZone: string;
                                } | null;
                                gatewaySn: string;
                                sn: string;
                                alias: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                model: string | null;
                                power: number | null;
                                importToday: number | null;
                                exportToday: number | null;
                                isMaster: boolean;
                                lastSeen: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The meter now: power, voltage and current per phase, frequency, import and export
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                phases: {
                                    phase: string;
                                    voltage: number | null;
                                    current: number | null;
                                    power: number | null;
                                }[];
                                power: number | null;
                                frequency: number | null;
                                values: {
                                    key: string;
                                    name: string;
                                    value: number | string;
                                    unit: string;
                                }[];
                                importTotal: number | null;
                                exportTotal: number | null;
                                importToday: number | null;
                                exportToday: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A local day of the meter's values in 5-minute averages (power in kW)
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Import and export per day of a month (kWh)
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Import and export per month of a year (kWh)
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Import and export per year of the meter's life (kWh)
         * @description Requires permission `meter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                series: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                bars: {
                                    label: string;
                                    values: (number | null)[];
                                }[];
                                partialLabel: string | null;
                                total: number[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/alias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the meter's alias (at most 32 bytes)
         * @description Requires permission `meter.alias`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alias: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                plant: {
                                    id: string;
                                    name: string;
                                    timeZone: string;
                                } | null;
                                gatewaySn: string;
                                sn: string;
                                alias: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                model: string | null;
                                power: number | null;
                                importToday: number | null;
                                exportToday: number | null;
                                isMaster: boolean;
                                lastSeen: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes the meter and its history
         * @description Requires permission `meter.delete`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meter/{sn}/master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes the meter its plant's master meter: the one that measures the plant's grid connection (other meters then measure sub-circuits)
         * @description Requires permission `meter.master`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                plant: {
                                    id: string;
                                    name: string;
                                    timeZone: string;
                                } | null;
                                gatewaySn: string;
                                sn: string;
                                alias: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                model: string | null;
                                power: number | null;
                                importToday: number | null;
                                exportToday: number | null;
                                isMaster: boolean;
                                lastSeen: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the plants and devices the caller sees, newest first
         * @description Requires permission `event.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    level?: "info" | "warning" | "fault" | "offline";
                    state?: "open" | "closed";
                    from?: string;
                    to?: string;
                    source?: "inverter" | "meter" | "battery" | "weatherStation" | "gateway";
                    search?: string;
                    acknowledged?: "yes" | "no";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    plantId: string | null;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    level: "info" | "warning" | "fault" | "offline";
                                    /** Format: date-time */
                                    openedAt: string;
                                    closedAt: string | null;
                                    durationSeconds: number | null;
                                    sourceKind: string;
                                    sourceAlias: string;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    acknowledgement: {
                                        /** Format: date-time */
                                        at: string;
                                        by: string;
                                        comment: string;
                                    } | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/{sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of one device or gateway by SN, newest first
         * @description Requires permission `event.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    plantId: string | null;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    level: "info" | "warning" | "fault" | "offline";
                                    /** Format: date-time */
                                    openedAt: string;
                                    closedAt: string | null;
                                    durationSeconds: number | null;
                                    sourceKind: string;
                                    sourceAlias: string;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    acknowledgement: {
                                        /** Format: date-time */
                                        at: string;
                                        by: string;
                                        comment: string;
                                    } | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open events of one device or gateway by SN, newest first (at most 100)
         * @description Requires permission `event.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                plantId: string | null;
                                code: string;
                                name: string;
                                /** @enum {string} */
                                level: "info" | "warning" | "fault" | "offline";
                                /** Format: date-time */
                                openedAt: string;
                                closedAt: string | null;
                                durationSeconds: number | null;
                                sourceKind: string;
                                sourceAlias: string;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                acknowledgement: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string;
                                    comment: string;
                                } | null;
                                abilities: {
                                    view: boolean;
                                    operate: boolean;
                                    configure: boolean;
                                    delete: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledges an event with a comment (on a plant: who may edit the plant; a later acknowledgement replaces it)
         * @description Requires permission `station.edit`.
         */
        post: {
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
                        comment: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/events/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An .xlsx of the events of the list's filters (every device family unless `source` says), newest first, at most 10000
         * @description Requires permission `event.view`.
         */
        get: {
            parameters: {
                query?: {
                    plantId?: string;
                    level?: "info" | "warning" | "fault" | "offline";
                    state?: "open" | "closed";
                    from?: string;
                    to?: string;
                    source?: "inverter" | "meter" | "battery" | "weatherStation" | "gateway";
                    search?: string;
                    acknowledged?: "yes" | "no";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event/oneHour": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events opened in the last hour on the plants you see, newest first (at most 100)
         * @description Requires permission `event.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                plantId: string | null;
                                code: string;
                                name: string;
                                /** @enum {string} */
                                level: "info" | "warning" | "fault" | "offline";
                                /** Format: date-time */
                                openedAt: string;
                                closedAt: string | null;
                                durationSeconds: number | null;
                                sourceKind: string;
                                sourceAlias: string;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                acknowledgement: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string;
                                    comment: string;
                                } | null;
                                abilities: {
                                    view: boolean;
                                    operate: boolean;
                                    configure: boolean;
                                    delete: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plant's events, newest first
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    state?: "open" | "closed";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    plantId: string | null;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    level: "info" | "warning" | "fault" | "offline";
                                    /** Format: date-time */
                                    openedAt: string;
                                    closedAt: string | null;
                                    durationSeconds: number | null;
                                    sourceKind: string;
                                    sourceAlias: string;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    acknowledgement: {
                                        /** Format: date-time */
                                        at: string;
                                        by: string;
                                        comment: string;
                                    } | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/eventCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plant's events: all, open, and by level
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @description Every event ever raised, open or closed */
                                all: number;
                                /** @description Events not closed yet, of every level (offline notices included) */
                                open: number;
                                /** @description Warnings and faults not closed yet: the plant list’s "Open alarms" */
                                openAlarms: number;
                                /** @description Faults ever raised, open or closed */
                                fault: number;
                                /** @description Warnings ever raised, open or closed */
                                warning: number;
                                /** @description Offline notices ever raised, open or closed */
                                offline: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/overview/eventCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of every plant and gateway you see
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @description Every event ever raised, open or closed */
                                all: number;
                                /** @description Events not closed yet, of every level (offline notices included) */
                                open: number;
                                /** @description Warnings and faults not closed yet: the plant list’s "Open alarms" */
                                openAlarms: number;
                                /** @description Faults ever raised, open or closed */
                                fault: number;
                                /** @description Warnings ever raised, open or closed */
                                warning: number;
                                /** @description Offline notices ever raised, open or closed */
                                offline: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{id}/eventCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of a user's plants and gateways, as far as you see them
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @description Every event ever raised, open or closed */
                                all: number;
                                /** @description Events not closed yet, of every level (offline notices included) */
                                open: number;
                                /** @description Warnings and faults not closed yet: the plant list’s "Open alarms" */
                                openAlarms: number;
                                /** @description Faults ever raised, open or closed */
                                fault: number;
                                /** @description Warnings ever raised, open or closed */
                                warning: number;
                                /** @description Offline notices ever raised, open or closed */
                                offline: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/params": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each device of the plant with the values whose history can be charted (at most 30 each)
         * @description Requires permission `workdata.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                alias: string;
                                kind: string;
                                params: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/params/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up to 6 values of one device every 5 minutes over at most 31 of the plant's local days
         * @description Requires permission `workdata.view`.
         */
        get: {
            parameters: {
                query: {
                    deviceSn: string;
                    keys: string;
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                alias: string;
                                params: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                                points: {
                                    time: string;
                                    values: (number | null)[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/{id}/device-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each device's energy by role (kWh) and average power (kW) per hour of a day, day of a month or month of a year
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    period: "day" | "month" | "year";
                    date: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                timeZone: string;
                                /** @enum {string} */
                                period: "day" | "month" | "year";
                                from: string;
                                to: string;
                                devices: {
                                    sn: string;
                                    alias: string;
                                    kind: string;
                                    energyRoles: string[];
                                    powerRoles: string[];
                                    rows: {
                                        energy: {
                                            [key: string]: number;
                                        };
                                        averagePower: {
                                            [key: string]: number;
                                        };
                                        label: string;
                                    }[];
                                    total: {
                                        energy: {
                                            [key: string]: number;
                                        };
                                        averagePower: {
                                            [key: string]: number;
                                        };
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/generation/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An .xlsx of a year's actual yield, expected yield and income by month
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    plantId: string;
                    year: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plant/meteorological/{id}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest reading of the plant's weather station (null without one)
         * @description Requires permission `station.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                /** Format: date-time */
                                readAt: string;
                                irradiance: number | null;
                                ambientTemperature: number | null;
                                moduleTemperature: number | null;
                                windSpeed: number | null;
                                windDirection: number | null;
                                humidity: number | null;
                                irradiationToday: number | null;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meteorological": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The weather stations you see, with irradiance (W/m²), temperatures (°C) and wind (m/s) now
         * @description Requires permission `weather.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    alias: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    gatewaySn: string;
                                    lastSeen: string | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                    irradiance: number | null;
                                    ambientTemperature: number | null;
                                    moduleTemperature: number | null;
                                    windSpeed: number | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meteorological/status/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The weather stations you see by status
         * @description Requires permission `weather.view`.
         */
        get: {
            parameters: {
                query?: {
                    plantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meteorological/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A weather station's newest reading and today's irradiation (null before its first reading)
         * @description Requires permission `weather.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                /** Format: date-time */
                                readAt: string;
                                irradiance: number | null;
                                ambientTemperature: number | null;
                                moduleTemperature: number | null;
                                windSpeed: number | null;
                                windDirection: number | null;
                                humidity: number | null;
                                irradiationToday: number | null;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meteorological/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A weather station's 5-minute irradiance (W/m²), module and ambient temperature (°C) and wind (m/s) over a day of its plant
         * @description Requires permission `weather.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                points: {
                                    time: string;
                                    values: {
                                        [key: string]: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meteorological/{sn}/alias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Names a weather station (at most 32 bytes; who may edit its plant)
         * @description Requires permission `station.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alias: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meteorological/{sn}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a weather station with its values and events (who may edit its plant)
         * @description Requires permission `station.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/getWeatherStationInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a weather station is: its plant, gateway, model and firmware
         * @description Requires permission `weather.view`.
         */
        get: {
            parameters: {
                query: {
                    sn: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                alias: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                plantId: string | null;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                gatewaySn: string;
                                lastSeen: string | null;
                                kind: string;
                                dictionaryId: string;
                                brand: string | null;
                                model: string | null;
                                firmwareVersion: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/getWeatherStationProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The weather station models the portal reads, with what each measures
         * @description Requires permission `weather.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                dictionaryId: string;
                                brand: string;
                                model: string;
                                measurements: {
                                    key: string;
                                    name: string;
                                    unit: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weather": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's current weather and 7-day forecast at the plant's location, or why it is unavailable
         * @description Requires permission `station.view`.
         */
        get: {
            parameters: {
                query: {
                    plantId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {boolean} */
                                available: true;
                                /** @enum {string} */
                                provider: "open-meteo";
                                latitude: number;
                                longitude: number;
                                now: {
                                    time: string;
                                    temperature: number | null;
                                    humidity: number | null;
                                    weatherCode: number | null;
                                    cloudCover: number | null;
                                    windSpeed: number | null;
                                    windDirection: number | null;
                                    irradiance: number | null;
                                };
                                days: {
                                    date: string;
                                    weatherCode: number | null;
                                    temperatureMax: number | null;
                                    temperatureMin: number | null;
                                    precipitation: number | null;
                                    irradiation: number | null;
                                }[];
                            } | {
                                /** @enum {boolean} */
                                available: false;
                                /** @enum {string} */
                                provider: "open-meteo";
                                /** @enum {string} */
                                reason: "noLocation" | "unreachable" | "refused" | "badReply";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saveAuthInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves your company's key for the weather provider; the key is never sent back
         * @description Requires permission `company.info.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default open-meteo
                         * @enum {string}
                         */
                        provider?: "open-meteo";
                        apiKey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                provider: "open-meteo";
                                hasKey: boolean;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateways you see, filtered by status, binding, plant name, customer, protocol and keyword (SN, model, owner, plant), with the counts of the filters by status and binding
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    binding?: "bound" | "unbound";
                    plant?: string;
                    customerId?: string;
                    protocol?: string;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    /** @enum {string} */
                                    binding: "bound" | "unbound";
                                    locked: boolean;
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    customerId: string | null;
                                    customerName: string | null;
                                    companyId: string | null;
                                    companyName: string | null;
                                    protocol: string;
                                    communicationType: ("wifi" | "ethernet" | "cellular") | null;
                                    model: string | null;
                                    hardwareVersion: string | null;
                                    softwareVersion: string | null;
                                    rssi: number | null;
                                    signalBars: number | null;
                                    lastOnline: string | null;
                                    importedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    devices: number;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                }[];
                                total: number;
                                counts: {
                                    all: number;
                                    normal: number;
                                    offline: number;
                                    warning: number;
                                    fault: number;
                                    updating: number;
                                    bound: number;
                                    unbound: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateways/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many gateways you see by status and binding (same filters as the list)
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query?: {
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    binding?: "bound" | "unbound";
                    plant?: string;
                    customerId?: string;
                    protocol?: string;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                                bound: number;
                                unbound: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateways/downLoad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The list (same filters) as an .xlsx, at most 10,000 rows
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query?: {
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    binding?: "bound" | "unbound";
                    plant?: string;
                    customerId?: string;
                    protocol?: string;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The .xlsx template of the batch import and of registration: SN, Key, Model, Hardware version
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One gateway with its devices, recent uploads (decoded) and refusals, events and signal over the last day (3 when not yours)
         * @description Requires permission `gateway.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                /** @enum {string} */
                                binding: "bound" | "unbound";
                                locked: boolean;
                                plantId: string | null;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                customerId: string | null;
                                customerName: string | null;
                                companyId: string | null;
                                companyName: string | null;
                                protocol: string;
                                communicationType: ("wifi" | "ethernet" | "cellular") | null;
                                model: string | null;
                                hardwareVersion: string | null;
                                softwareVersion: string | null;
                                rssi: number | null;
                                signalBars: number | null;
                                lastOnline: string | null;
                                importedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                devices: number;
                                abilities: {
                                    view: boolean;
                                    operate: boolean;
                                    configure: boolean;
                                    delete: boolean;
                                };
                                deviceList: {
                                    sn: string;
                                    kind: string;
                                    dictionaryId: string;
                                    alias: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    lastSeen: string | null;
                                }[];
                                uploads: {
                                    /** Format: date-time */
                                    at: string;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    kind: "frame" | "refusal";
                                    registers: number;
                                    bytes: number;
                                    values: {
                                        key: string;
                                        value: number | string | number[];
                                        unit: string;
                                    }[];
                                    detail: string;
                                }[];
                                events: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    plantId: string | null;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    level: "info" | "warning" | "fault" | "offline";
                                    /** Format: date-time */
                                    openedAt: string;
                                    closedAt: string | null;
                                    durationSeconds: number | null;
                                    sourceKind: string;
                                    sourceAlias: string;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    acknowledgement: {
                                        /** Format: date-time */
                                        at: string;
                                        by: string;
                                        comment: string;
                                    } | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                }[];
                                signal: {
                                    /** Format: date-time */
                                    at: string;
                                    rssi: number;
                                }[];
                                valueNames: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delete a gateway: a company's goes back to the platform's stock, unbound; the platform's is removed with its devices (3 when not yours)
         * @description Requires permission `gateway.delete`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{id}/unbind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unbind a gateway from its plant; its devices leave the plant (needs the right to edit the plant)
         * @description Requires permission `gateway.unbind`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                /** @enum {string} */
                                binding: "bound" | "unbound";
                                locked: boolean;
                                plantId: string | null;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                customerId: string | null;
                                customerName: string | null;
                                companyId: string | null;
                                companyName: string | null;
                                protocol: string;
                                communicationType: ("wifi" | "ethernet" | "cellular") | null;
                                model: string | null;
                                hardwareVersion: string | null;
                                softwareVersion: string | null;
                                rssi: number | null;
                                signalBars: number | null;
                                lastOnline: string | null;
                                importedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                devices: number;
                                abilities: {
                                    view: boolean;
                                    operate: boolean;
                                    configure: boolean;
                                    delete: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your company's customers, to import a gateway for one or filter by one
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                account: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateways/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check SN and key pairs for an import without importing: each with its code (0, 4, 300, 301, 305)
         * @description Requires permission `gateway.import`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gateways: {
                            sn: string;
                            key: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                rows: {
                                    row: number;
                                    sn: string;
                                    code: number;
                                    message: string;
                                }[];
                                valid: number;
                                invalid: number;
                                imported: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/import/one/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check one gateway for an import (300 wrong SN or key, 301 already used, 305 no such gateway)
         * @description Requires permission `gateway.import`.
         */
        post: {
            parameters: {
                query?: {
                    customerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sn: string;
                        key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/import/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import one gateway into your company, for one of its customers optionally (300, 301, 305)
         * @description Requires permission `gateway.import`.
         */
        post: {
            parameters: {
                query?: {
                    customerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sn: string;
                        key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                /** @enum {string} */
                                binding: "bound" | "unbound";
                                locked: boolean;
                                plantId: string | null;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                customerId: string | null;
                                customerName: string | null;
                                companyId: string | null;
                                companyName: string | null;
                                protocol: string;
                                communicationType: ("wifi" | "ethernet" | "cellular") | null;
                                model: string | null;
                                hardwareVersion: string | null;
                                softwareVersion: string | null;
                                rssi: number | null;
                                signalBars: number | null;
                                lastOnline: string | null;
                                importedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                devices: number;
                                abilities: {
                                    view: boolean;
                                    operate: boolean;
                                    configure: boolean;
                                    delete: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{gatewaySn}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plant wizard, step 1: may this gateway be bound to a new plant? (300 wrong SN or key, 301 already used, 305 no such gateway)
         * @description Requires permission `station.create`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gatewaySn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        key: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a gateway before it ships: SN, key, model, hardware version (301 when the SN exists)
         * @description Requires permission `sys.gateway.create`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sn: string;
                        key: string;
                        /** @default  */
                        model?: string;
                        /** @default  */
                        hardwareVersion?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                /** @enum {string} */
                                binding: "bound" | "unbound";
                                locked: boolean;
                                plantId: string | null;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                customerId: string | null;
                                customerName: string | null;
                                companyId: string | null;
                                companyName: string | null;
                                protocol: string;
                                communicationType: ("wifi" | "ethernet" | "cellular") | null;
                                model: string | null;
                                hardwareVersion: string | null;
                                softwareVersion: string | null;
                                rssi: number | null;
                                signalBars: number | null;
                                lastOnline: string | null;
                                importedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                devices: number;
                                abilities: {
                                    view: boolean;
                                    operate: boolean;
                                    configure: boolean;
                                    delete: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workdata/dynamic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gateway's devices' readings over a period of at most 31 days: 5-minute averages by value
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query: {
                    gatewaySn: string;
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                keys: string[];
                                names: {
                                    [key: string]: string;
                                };
                                rows: {
                                    /** Format: date-time */
                                    at: string;
                                    deviceSn: string;
                                    values: {
                                        [key: string]: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workdata/dynamic/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same readings as an .xlsx (one row per device and 5 minutes)
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query: {
                    gatewaySn: string;
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workdata/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of a gateway and its devices opened within a period, newest first
         * @description Requires permission `gateway.view`.
         */
        get: {
            parameters: {
                query: {
                    gatewaySn: string;
                    from: string;
                    to: string;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    plantId: string | null;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    level: "info" | "warning" | "fault" | "offline";
                                    /** Format: date-time */
                                    openedAt: string;
                                    closedAt: string | null;
                                    durationSeconds: number | null;
                                    sourceKind: string;
                                    sourceAlias: string;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    acknowledgement: {
                                        /** Format: date-time */
                                        at: string;
                                        by: string;
                                        comment: string;
                                    } | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/import/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check every row of an import sheet (0, 4, 300, 301, 305 per row): one `file` (.xlsx or .xls, at most 10 MB, columns SN and Key)
         * @description Requires permission `gateway.import`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                rows: {
                                    row: number;
                                    sn: string;
                                    code: number;
                                    message: string;
                                }[];
                                valid: number;
                                invalid: number;
                                imported: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/import/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the valid rows of a sheet into your company (each row with its result): one `file` (.xlsx or .xls, at most 10 MB, columns SN and Key); optional field `customerId`
         * @description Requires permission `gateway.import`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                rows: {
                                    row: number;
                                    sn: string;
                                    code: number;
                                    message: string;
                                }[];
                                valid: number;
                                invalid: number;
                                imported: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register the valid rows of a sheet (SN, Key, Model, Hardware version; 4 or 301 per refused row): one `file` (.xlsx or .xls, at most 10 MB, columns SN and Key)
         * @description Requires permission `sys.gateway.create`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                rows: {
                                    row: number;
                                    sn: string;
                                    code: number;
                                    message: string;
                                }[];
                                valid: number;
                                invalid: number;
                                imported: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batteries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The batteries you see, with SOC, power (kW), voltage and temperature now
         * @description Requires permission `battery.list.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    status?: "normal" | "offline" | "warning" | "fault" | "updating";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    alias: string;
                                    /** @enum {string} */
                                    status: "normal" | "offline" | "warning" | "fault" | "updating";
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    gatewaySn: string;
                                    lastSeen: string | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                    soc: number | null;
                                    power: number | null;
                                    voltage: number | null;
                                    temperature: number | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batteries/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The batteries you see by status
         * @description Requires permission `battery.list.view`.
         */
        get: {
            parameters: {
                query?: {
                    plantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                all: number;
                                normal: number;
                                offline: number;
                                warning: number;
                                fault: number;
                                updating: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/battery/{sn}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a battery is: its plant, gateway, model and firmware
         * @description Requires permission `battery.list.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                sn: string;
                                alias: string;
                                /** @enum {string} */
                                status: "normal" | "offline" | "warning" | "fault" | "updating";
                                plantId: string | null;
                                plantName: string | null;
                                plantTimeZone: string | null;
                                gatewaySn: string;
                                lastSeen: string | null;
                                kind: string;
                                dictionaryId: string;
                                brand: string | null;
                                model: string | null;
                                firmwareVersion: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/battery/{sn}/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The BMS now: system state, SOC, SOH, voltage, current, power, temperatures, cells, cycles, limits, relays, alarms (null before its first reading)
         * @description Requires permission `battery.list.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: date-time */
                                readAt: string;
                                systemState: {
                                    code: number | null;
                                    label: string;
                                } | null;
                                relayState: {
                                    code: number | null;
                                    label: string;
                                } | null;
                                soc: number | null;
                                soh: number | null;
                                voltage: number | null;
                                current: number | null;
                                power: number | null;
                                temperature: number | null;
                                minCellTemperature: number | null;
                                maxCellVoltage: number | null;
                                minCellVoltage: number | null;
                                cycles: number | null;
                                chargeCurrentLimit: number | null;
                                dischargeCurrentLimit: number | null;
                                chargeEnergyTotal: number | null;
                                dischargeEnergyTotal: number | null;
                                packCount: number | null;
                                alarms: {
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    level: "info" | "warning" | "fault" | "offline";
                                }[];
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/battery/{sn}/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A battery's 5-minute power (kW), SOC, voltage, current and temperature over a day of its plant
         * @description Requires permission `battery.list.view`.
         */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                date: string;
                                timeZone: string;
                                points: {
                                    time: string;
                                    values: {
                                        [key: string]: number;
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batteries/{id}/slave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A battery's slave packs now: voltage, current, SOC, SOH, highest and lowest cell voltage and temperature, alarms; the weakest marked
         * @description Requires permission `battery.list.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                readAt: string | null;
                                packs: {
                                    number: number;
                                    serialNumber: string | null;
                                    voltage: number | null;
                                    current: number | null;
                                    soc: number | null;
                                    soh: number | null;
                                    maxCellVoltage: number | null;
                                    minCellVoltage: number | null;
                                    maxTemperature: number | null;
                                    minTemperature: number | null;
                                    cycles: number | null;
                                    alarms: {
                                        code: string;
                                        name: string;
                                        /** @enum {string} */
                                        level: "info" | "warning" | "fault" | "offline";
                                    }[];
                                    isWeakest: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/battery/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the batteries you see, newest first
         * @description Requires permission `event.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    level?: "info" | "warning" | "fault" | "offline";
                    state?: "open" | "closed";
                    from?: string;
                    to?: string;
                    search?: string;
                    acknowledged?: "yes" | "no";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    sn: string;
                                    plantId: string | null;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    level: "info" | "warning" | "fault" | "offline";
                                    /** Format: date-time */
                                    openedAt: string;
                                    closedAt: string | null;
                                    durationSeconds: number | null;
                                    sourceKind: string;
                                    sourceAlias: string;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    acknowledgement: {
                                        /** Format: date-time */
                                        at: string;
                                        by: string;
                                        comment: string;
                                    } | null;
                                    abilities: {
                                        view: boolean;
                                        operate: boolean;
                                        configure: boolean;
                                        delete: boolean;
                                    };
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/battery/events/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An .xlsx of the events of the batteries you see (the list’s filters), newest first
         * @description Requires permission `event.view`.
         */
        get: {
            parameters: {
                query?: {
                    plantId?: string;
                    level?: "info" | "warning" | "fault" | "offline";
                    state?: "open" | "closed";
                    from?: string;
                    to?: string;
                    search?: string;
                    acknowledged?: "yes" | "no";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workdata/battery/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each battery's events opened in a range of days (UTC), by level, most first
         * @description Requires permission `workdata.view`.
         */
        get: {
            parameters: {
                query: {
                    plantId?: string;
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                alias: string;
                                plantName: string | null;
                                total: number;
                                open: number;
                                fault: number;
                                warning: number;
                                offline: number;
                                lastOpenedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/battery/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a battery with its values and events (who may edit its plant)
         * @description Requires permission `station.edit`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's customers with their type, plants and gateways
         * @description Requires permission `customer.list.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    keyword?: string;
                    typeId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    account: string;
                                    name: string;
                                    typeId: string | null;
                                    typeName: string | null;
                                    remark: string;
                                    plantCount: number;
                                    gatewayCount: number;
                                    invited: boolean;
                                    companyId: string;
                                    createdAt: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Can an account be added? 0 links it; 105 (tolerated) invites it; 202 (tolerated) a company administrator; 207, 106, 104 refuse
         * @description Requires permission `customer.add`.
         */
        get: {
            parameters: {
                query: {
                    account: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                exists: boolean;
                                account: string;
                                nickname: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/role/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a customer of the company may see and do (the customer permission set)
         * @description Requires permission `customer.list.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["PermissionItem"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a customer: links an existing customer account or invites a new one by e-mail
         * @description Requires permission `customer.add`.
         */
        post: {
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
                        /** @default null */
                        typeId?: string | null;
                        /** @default  */
                        remark?: string;
                        account: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                account: string;
                                name: string;
                                typeId: string | null;
                                typeName: string | null;
                                remark: string;
                                plantCount: number;
                                gatewayCount: number;
                                invited: boolean;
                                companyId: string;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits what the company records about a customer (name, type, remark)
         * @description Requires permission `customer.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default null */
                        typeId?: string | null;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                account: string;
                                name: string;
                                typeId: string | null;
                                typeName: string | null;
                                remark: string;
                                plantCount: number;
                                gatewayCount: number;
                                invited: boolean;
                                companyId: string;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a customer from the company (the account stays; plants built for them are no longer shown to them)
         * @description Requires permission `customer.delete`.
         */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's customer types as a tree
         * @description Requires permission `customer.type.list.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["CustomerTypeNode"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's customer types, flat (for pickers)
         * @description Requires permission `customer.list.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                parentId: string | null;
                                remark: string;
                                customerCount: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerType/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer type
         * @description Requires permission `customer.type.list.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                parentId: string | null;
                                remark: string;
                                customerCount: number;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Edits or moves a customer type (never below itself)
         * @description Requires permission `customer.type.edit`.
         */
        post: {
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
                        name: string;
                        /** @default null */
                        parentId?: string | null;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                parentId: string | null;
                                remark: string;
                                customerCount: number;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a customer type, optionally below another
         * @description Requires permission `customer.type.edit`.
         */
        post: {
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
                        /** @default null */
                        parentId?: string | null;
                        /** @default  */
                        remark?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                parentId: string | null;
                                remark: string;
                                customerCount: number;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerType/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a customer type without sub-types (208 otherwise)
         * @description Requires permission `customer.type.edit`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's alarm e-mail settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                email: string | null;
                                pendingEmail: string | null;
                                enabled: boolean;
                                levels: ("warning" | "fault" | "offline")[];
                                plantIds: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Saves address (with its code: 5 wrong, 6 expired), levels and plants, and turns mails on */
        post: {
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
                        code?: string;
                        levels: ("warning" | "fault" | "offline")[];
                        /** @default [] */
                        plantIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                email: string | null;
                                pendingEmail: string | null;
                                enabled: boolean;
                                levels: ("warning" | "fault" | "offline")[];
                                plantIds: string[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/notify/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails a code that proves an alarm e-mail address (110 when asked again too soon) */
        get: {
            parameters: {
                query: {
                    email: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                delivery: "mailbox" | "serverLog";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/notify/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Turns alarm e-mails on or off (on needs a confirmed address) */
        get: {
            parameters: {
                query: {
                    enabled: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                email: string | null;
                                pendingEmail: string | null;
                                enabled: boolean;
                                levels: ("warning" | "fault" | "offline")[];
                                plantIds: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new scan-code sign-in request (two minutes, single use; 111 when the address asked too often); its secret stays on this screen */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                secret: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous/scan/{id}/poll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The request’s state; the token pair once, when another device approved it */
        post: {
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
                        secret: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "refused" | "expired" | "used";
                                tokens: {
                                    access_token: string;
                                    refresh_token: string;
                                    /** @enum {string} */
                                    token_type: "bearer";
                                    expires_in: number;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A scan-code request, for the device that confirms it */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "refused" | "expired" | "used";
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                requestedAt: string;
                                address: string;
                                userAgent: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scan/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs the other screen in as the caller (6 expired, 5 already decided) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "refused" | "expired" | "used";
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                requestedAt: string;
                                address: string;
                                userAgent: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scan/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuses the other screen’s sign-in (6 expired, 5 already decided) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "refused" | "expired" | "used";
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                requestedAt: string;
                                address: string;
                                userAgent: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protocols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protocol dictionaries: the shipped ones and the caller's company's imported ones
         * @description Requires permission `logger.protocol`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                brand: string | null;
                                model: string;
                                /** @enum {string} */
                                source: "shipped" | "imported" | "custom";
                                blockCount: number;
                                entryCount: number;
                                editable: boolean;
                                updatedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protocol/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dictionary with its register blocks and entries (spec section 3 fields)
         * @description Requires permission `logger.protocol`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                brand: string | null;
                                model: string;
                                /** @enum {string} */
                                source: "shipped" | "imported" | "custom";
                                blockCount: number;
                                entryCount: number;
                                editable: boolean;
                                updatedAt: string | null;
                                blocks: {
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                }[];
                                entries: {
                                    key: string;
                                    names: {
                                        en: string;
                                        zh?: string;
                                        es?: string;
                                    };
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                    addresses?: number[];
                                    /**
                                     * @default 16
                                     * @enum {number}
                                     */
                                    registerBits: 16;
                                    /** @enum {string} */
                                    registerType?: "holding" | "input";
                                    /** @enum {string} */
                                    dataType: "u16" | "s16" | "u32" | "s32" | "ascii" | "bits" | "version" | "datetime" | "timeOfDay" | "raw";
                                    /** @default false */
                                    byteSwap: boolean;
                                    /** @default false */
                                    registerSwap: boolean;
                                    /** @default 0 */
                                    base: number;
                                    /** @default 1 */
                                    scale: number;
                                    /** @default 0 */
                                    skipBytes: number;
                                    /** @default false */
                                    required: boolean;
                                    /** @default  */
                                    unit: string;
                                    lookup?: {
                                        value: number;
                                        label: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                    }[];
                                    mask?: number;
                                    validation?: {
                                        min?: number;
                                        max?: number;
                                        /** @default false */
                                        invalidatesFrame: boolean;
                                    };
                                    /** @enum {string} */
                                    role?: "pvPower" | "pvEnergyToday" | "pvEnergyTotal" | "acPower" | "gridPower" | "gridImportEnergyTotal" | "gridExportEnergyTotal" | "gridFrequency" | "loadPower" | "loadEnergyTotal" | "batteryPower" | "batterySoc" | "batterySoh" | "batteryVoltage" | "batteryCurrent" | "batteryTemperature" | "batteryChargeEnergyTotal" | "batteryDischargeEnergyTotal" | "inverterTemperature" | "irradiance" | "moduleTemperature" | "ambientTemperature" | "windSpeed" | "windDirection" | "humidity" | "alarmWord" | "deviceStatus" | "serialNumber" | "firmwareVersion";
                                    flags?: {
                                        bit: number;
                                        code: string;
                                        name: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                        /**
                                         * @default fault
                                         * @enum {string}
                                         */
                                        severity: "warning" | "fault";
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protocol/{id}/entry/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits one entry of an imported dictionary; the result must still be a valid dictionary
         * @description Requires permission `logger.protocol.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    key: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        names: {
                            en: string;
                            zh?: string;
                            es?: string;
                        };
                        functionCode: 3 | 4;
                        start: string | number;
                        count: string | number;
                        /** @enum {string} */
                        dataType: "u16" | "s16" | "u32" | "s32" | "ascii" | "bits" | "version" | "datetime" | "timeOfDay" | "raw";
                        byteSwap: boolean;
                        registerSwap: boolean;
                        base: string | number;
                        scale: string | number;
                        skipBytes: string | number;
                        required: boolean;
                        unit: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                brand: string | null;
                                model: string;
                                /** @enum {string} */
                                source: "shipped" | "imported" | "custom";
                                blockCount: number;
                                entryCount: number;
                                editable: boolean;
                                updatedAt: string | null;
                                blocks: {
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                }[];
                                entries: {
                                    key: string;
                                    names: {
                                        en: string;
                                        zh?: string;
                                        es?: string;
                                    };
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                    addresses?: number[];
                                    /**
                                     * @default 16
                                     * @enum {number}
                                     */
                                    registerBits: 16;
                                    /** @enum {string} */
                                    registerType?: "holding" | "input";
                                    /** @enum {string} */
                                    dataType: "u16" | "s16" | "u32" | "s32" | "ascii" | "bits" | "version" | "datetime" | "timeOfDay" | "raw";
                                    /** @default false */
                                    byteSwap: boolean;
                                    /** @default false */
                                    registerSwap: boolean;
                                    /** @default 0 */
                                    base: number;
                                    /** @default 1 */
                                    scale: number;
                                    /** @default 0 */
                                    skipBytes: number;
                                    /** @default false */
                                    required: boolean;
                                    /** @default  */
                                    unit: string;
                                    lookup?: {
                                        value: number;
                                        label: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                    }[];
                                    mask?: number;
                                    validation?: {
                                        min?: number;
                                        max?: number;
                                        /** @default false */
                                        invalidatesFrame: boolean;
                                    };
                                    /** @enum {string} */
                                    role?: "pvPower" | "pvEnergyToday" | "pvEnergyTotal" | "acPower" | "gridPower" | "gridImportEnergyTotal" | "gridExportEnergyTotal" | "gridFrequency" | "loadPower" | "loadEnergyTotal" | "batteryPower" | "batterySoc" | "batterySoh" | "batteryVoltage" | "batteryCurrent" | "batteryTemperature" | "batteryChargeEnergyTotal" | "batteryDischargeEnergyTotal" | "inverterTemperature" | "irradiance" | "moduleTemperature" | "ambientTemperature" | "windSpeed" | "windDirection" | "humidity" | "alarmWord" | "deviceStatus" | "serialNumber" | "firmwareVersion";
                                    flags?: {
                                        bit: number;
                                        code: string;
                                        name: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                        /**
                                         * @default fault
                                         * @enum {string}
                                         */
                                        severity: "warning" | "fault";
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protocol/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes an imported dictionary no device is polled with
         * @description Requires permission `logger.protocol.edit`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/functions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logger functions (Modbus function codes a data logger supports), by code
         * @description Requires permission `logger.protocol`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                code: number;
                                name: string;
                                description: string;
                                enabled: boolean;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/function/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a function code is free (5000 Code is exist); `id` names the function being edited
         * @description Requires permission `logger.protocol.edit`.
         */
        get: {
            parameters: {
                query: {
                    code: string | number;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            /** @enum {boolean} */
                            data: true;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/function/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One logger function
         * @description Requires permission `logger.protocol`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                code: number;
                                name: string;
                                description: string;
                                enabled: boolean;
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/function": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no `id`) or updates a logger function (platform operator only); a code in use is 5000
         * @description Requires permission `logger.protocol.edit`.
         */
        post: {
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
                        id?: string;
                        code: string | number;
                        name: string;
                        description: string;
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                code: number;
                                name: string;
                                description: string;
                                enabled: boolean;
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protocol/import/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the importer understands of a community YAML map (multipart `file`, optional `kind`, `model`); stores nothing
         * @description Requires permission `logger.protocol.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id?: string;
                                model: string;
                                /** @enum {string} */
                                kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                blocks: {
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                }[];
                                items: number;
                                rulesUsed: number[];
                                skipped: {
                                    name: string;
                                    reason: string;
                                }[];
                                entries: {
                                    key: string;
                                    names: {
                                        en: string;
                                        zh?: string;
                                        es?: string;
                                    };
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                    addresses?: number[];
                                    /**
                                     * @default 16
                                     * @enum {number}
                                     */
                                    registerBits: 16;
                                    /** @enum {string} */
                                    registerType?: "holding" | "input";
                                    /** @enum {string} */
                                    dataType: "u16" | "s16" | "u32" | "s32" | "ascii" | "bits" | "version" | "datetime" | "timeOfDay" | "raw";
                                    /** @default false */
                                    byteSwap: boolean;
                                    /** @default false */
                                    registerSwap: boolean;
                                    /** @default 0 */
                                    base: number;
                                    /** @default 1 */
                                    scale: number;
                                    /** @default 0 */
                                    skipBytes: number;
                                    /** @default false */
                                    required: boolean;
                                    /** @default  */
                                    unit: string;
                                    lookup?: {
                                        value: number;
                                        label: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                    }[];
                                    mask?: number;
                                    validation?: {
                                        min?: number;
                                        max?: number;
                                        /** @default false */
                                        invalidatesFrame: boolean;
                                    };
                                    /** @enum {string} */
                                    role?: "pvPower" | "pvEnergyToday" | "pvEnergyTotal" | "acPower" | "gridPower" | "gridImportEnergyTotal" | "gridExportEnergyTotal" | "gridFrequency" | "loadPower" | "loadEnergyTotal" | "batteryPower" | "batterySoc" | "batterySoh" | "batteryVoltage" | "batteryCurrent" | "batteryTemperature" | "batteryChargeEnergyTotal" | "batteryDischargeEnergyTotal" | "inverterTemperature" | "irradiance" | "moduleTemperature" | "ambientTemperature" | "windSpeed" | "windDirection" | "humidity" | "alarmWord" | "deviceStatus" | "serialNumber" | "firmwareVersion";
                                    flags?: {
                                        bit: number;
                                        code: string;
                                        name: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                        /**
                                         * @default fault
                                         * @enum {string}
                                         */
                                        severity: "warning" | "fault";
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/protocol/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports a community YAML map as a dictionary of the caller's company; a malformed file is code 4 and nothing is stored
         * @description Requires permission `logger.protocol.edit`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id?: string;
                                model: string;
                                /** @enum {string} */
                                kind: "inverterSinglePhaseHybrid" | "inverterThreePhaseHybrid" | "inverterString" | "inverterMicro" | "meter" | "batteryBms" | "weatherStation";
                                blocks: {
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                }[];
                                items: number;
                                rulesUsed: number[];
                                skipped: {
                                    name: string;
                                    reason: string;
                                }[];
                                entries: {
                                    key: string;
                                    names: {
                                        en: string;
                                        zh?: string;
                                        es?: string;
                                    };
                                    functionCode: 3 | 4;
                                    start: number;
                                    count: number;
                                    addresses?: number[];
                                    /**
                                     * @default 16
                                     * @enum {number}
                                     */
                                    registerBits: 16;
                                    /** @enum {string} */
                                    registerType?: "holding" | "input";
                                    /** @enum {string} */
                                    dataType: "u16" | "s16" | "u32" | "s32" | "ascii" | "bits" | "version" | "datetime" | "timeOfDay" | "raw";
                                    /** @default false */
                                    byteSwap: boolean;
                                    /** @default false */
                                    registerSwap: boolean;
                                    /** @default 0 */
                                    base: number;
                                    /** @default 1 */
                                    scale: number;
                                    /** @default 0 */
                                    skipBytes: number;
                                    /** @default false */
                                    required: boolean;
                                    /** @default  */
                                    unit: string;
                                    lookup?: {
                                        value: number;
                                        label: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                    }[];
                                    mask?: number;
                                    validation?: {
                                        min?: number;
                                        max?: number;
                                        /** @default false */
                                        invalidatesFrame: boolean;
                                    };
                                    /** @enum {string} */
                                    role?: "pvPower" | "pvEnergyToday" | "pvEnergyTotal" | "acPower" | "gridPower" | "gridImportEnergyTotal" | "gridExportEnergyTotal" | "gridFrequency" | "loadPower" | "loadEnergyTotal" | "batteryPower" | "batterySoc" | "batterySoh" | "batteryVoltage" | "batteryCurrent" | "batteryTemperature" | "batteryChargeEnergyTotal" | "batteryDischargeEnergyTotal" | "inverterTemperature" | "irradiance" | "moduleTemperature" | "ambientTemperature" | "windSpeed" | "windDirection" | "humidity" | "alarmWord" | "deviceStatus" | "serialNumber" | "firmwareVersion";
                                    flags?: {
                                        bit: number;
                                        code: string;
                                        name: {
                                            en: string;
                                            zh?: string;
                                            es?: string;
                                        };
                                        /**
                                         * @default fault
                                         * @enum {string}
                                         */
                                        severity: "warning" | "fault";
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dict/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies a plant income can be counted in (ISO 4217 codes) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dict/timezones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IANA time zones with their current UTC offset, ordered by offset */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                code: string;
                                name: string;
                                offset: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dict/plantTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plant types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dict/protocols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Device protocol dictionaries a device can be polled with: the shipped ones and the caller's company's imported ones (id, brand and model, device kind) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                code: string;
                                name: string;
                                kind: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/telemetry/{sn}/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's latest values (null before its first reading)
         * @description Requires permission `equip.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                /** Format: date-time */
                                readAt: string;
                                values: {
                                    [key: string]: {
                                        value: number | string | number[];
                                        unit: string;
                                        label?: string;
                                    };
                                };
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/telemetry/{sn}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events of a device's latest values: `latest` events carrying the same object as /latest, now and on every new reading
         * @description Requires permission `equip.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/command/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A command with its state and every change of state (audit trail) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                                events: {
                                    /** @enum {string} */
                                    state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/command/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a command that is not final: queued, sent or acknowledged (307 once it succeeded, failed, timed out or was cancelled) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Commands to the gateways the caller sees, newest first, by gateway, device, kind and state */
        get: {
            parameters: {
                query?: {
                    gatewaySn?: string;
                    deviceSn?: string;
                    kind?: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                    state?: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @enum {string} */
                                    state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                    requestedBy: string | null;
                                    requestId: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    attempts: number;
                                    sentAt: string | null;
                                    acknowledgedAt: string | null;
                                    finishedAt: string | null;
                                    progress: number | null;
                                    result: {
                                        [key: string]: unknown;
                                    } | null;
                                    error: string | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commands/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events of commands: a `command` event carrying the command (as GET /command/{id}, without events) now and on every change of its state or progress */
        get: {
            parameters: {
                query: {
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{gsns}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restarts gateways (comma-separated SNs): one restart command each, answered per gateway (the command, or 306 locked, 308 queue full, 309 rate limit)
         * @description Requires permission `gateway.restart`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    gsns: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                code: number;
                                message: string;
                                command: {
                                    /** Format: uuid */
                                    id: string;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @enum {string} */
                                    state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                    requestedBy: string | null;
                                    requestId: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    attempts: number;
                                    sentAt: string | null;
                                    acknowledgedAt: string | null;
                                    finishedAt: string | null;
                                    progress: number | null;
                                    result: {
                                        [key: string]: unknown;
                                    } | null;
                                    error: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateways/batch/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * For each SN whether a command can go to it now: 0, 305 (no such gateway), 306 (locked)
         * @description Requires permission `gateway.view`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sns: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                code: number;
                                message: string;
                                online: boolean;
                                locked: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateways/batch/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restarts up to 1,000 gateways as a campaign (docs/adr/0040): its id, and per SN admitted (0) or refused with the reason (306 locked)
         * @description Requires permission `gateway.restart`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sns: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                campaignId: string | null;
                                devices: {
                                    sn: string;
                                    code: number;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{sn}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Locks a gateway: it refuses every command but unlock (state locked)
         * @description Requires permission `gateway.lock`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{sn}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlocks a gateway (state unlocked)
         * @description Requires permission `gateway.lock`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{sn}/settings/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes (on) or opens the gateway's digital output
         * @description Requires permission `gateway.switch`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        output?: number;
                        on: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/updateGatewayProtocol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Polls a device of the gateway with another protocol dictionary of its kind
         * @description Requires permission `gateway.protocol`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sn: string;
                        deviceSn: string;
                        dictionaryId: string;
                        /** @default false */
                        confirm?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{sn}/debug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remote debug: sends a raw Modbus read (03, 04; code, hex) to a device behind the gateway; the reply comes at GET /gate/{sn}/debug/reply. A write goes to /debug/write
         * @description Requires permission `inverter.debug`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deviceSn: string;
                        /**
                         * @default rtu
                         * @enum {string}
                         */
                        framing?: "rtu" | "tcp";
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{sn}/debug/write": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remote debug write: sends a raw Modbus write (06, 16; code, hex) to a device behind the gateway once the caller confirms it (confirm: true); the reply comes at GET /gate/{sn}/debug/reply
         * @description Requires permission `inverter.debug`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deviceSn: string;
                        /**
                         * @default rtu
                         * @enum {string}
                         */
                        framing?: "rtu" | "tcp";
                        code: string;
                        /** @enum {boolean} */
                        confirm: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** @enum {string} */
                                kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                payload: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                requestedBy: string | null;
                                requestId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                attempts: number;
                                sentAt: string | null;
                                acknowledgedAt: string | null;
                                finishedAt: string | null;
                                progress: number | null;
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gate/{sn}/debug/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A remote-debug command's state and the device's reply frame, decoded (waits up to `wait` ms)
         * @description Requires permission `inverter.debug`.
         */
        get: {
            parameters: {
                query: {
                    id: string;
                    wait?: number;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                command: {
                                    /** Format: uuid */
                                    id: string;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    kind: "restart" | "lock" | "unlock" | "setDigitalOutput" | "setProtocol" | "modbusDebug" | "readRegisters" | "writeRegisters" | "setPower" | "upgradeFirmware" | "cancelUpgrade" | "demandResponse";
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    /** @enum {string} */
                                    state: "queued" | "sent" | "acknowledged" | "succeeded" | "failed" | "timedOut" | "cancelled";
                                    requestedBy: string | null;
                                    requestId: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    attempts: number;
                                    sentAt: string | null;
                                    acknowledgedAt: string | null;
                                    finishedAt: string | null;
                                    progress: number | null;
                                    result: {
                                        [key: string]: unknown;
                                    } | null;
                                    error: string | null;
                                };
                                frame: string | null;
                                decoded: {
                                    [key: string]: unknown;
                                } | null;
                                decodeError: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The maintenance log: who bound, unbound, replaced, imported or commanded what, newest first
         * @description Requires permission `logger.upgrade.record`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    gatewaySn?: string;
                    deviceSn?: string;
                    from?: string;
                    to?: string;
                    action?: "bind" | "unbind" | "replace" | "import" | "create" | "delete" | "command" | "settings" | "upgrade" | "rebuild";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    actor: string;
                                    /** @enum {string} */
                                    action: "bind" | "unbind" | "replace" | "import" | "create" | "delete" | "command" | "settings" | "upgrade" | "rebuild";
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    gatewaySn: string | null;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    result: "succeeded" | "failed" | "pending";
                                    detail: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/plant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The maintenance log of one plant, newest first
         * @description Requires permission `logger.upgrade.record`.
         */
        get: {
            parameters: {
                query: {
                    page?: number;
                    size?: number;
                    plantId: string;
                    gatewaySn?: string;
                    deviceSn?: string;
                    from?: string;
                    to?: string;
                    action?: "bind" | "unbind" | "replace" | "import" | "create" | "delete" | "command" | "settings" | "upgrade" | "rebuild";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    actor: string;
                                    /** @enum {string} */
                                    action: "bind" | "unbind" | "replace" | "import" | "create" | "delete" | "command" | "settings" | "upgrade" | "rebuild";
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    gatewaySn: string | null;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    result: "succeeded" | "failed" | "pending";
                                    detail: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/getInverterLogger/{sn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The maintenance log of one device or gateway by SN, newest first
         * @description Requires permission `logger.upgrade.record`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    from?: string;
                    to?: string;
                    action?: "bind" | "unbind" | "replace" | "import" | "create" | "delete" | "command" | "settings" | "upgrade" | "rebuild";
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    actor: string;
                                    /** @enum {string} */
                                    action: "bind" | "unbind" | "replace" | "import" | "create" | "delete" | "command" | "settings" | "upgrade" | "rebuild";
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    gatewaySn: string | null;
                                    deviceSn: string | null;
                                    /** @enum {string} */
                                    result: "succeeded" | "failed" | "pending";
                                    detail: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The communication log: each gateway's uploads with their counts and every refusal with its reason
         * @description Requires permission `logger.upgrade.record`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    gatewaySn?: string;
                    deviceSn?: string;
                    from?: string;
                    to?: string;
                    kind?: ("upload" | "status" | "reply" | "authRefused" | "connectionRefused" | "publishRefused" | "subscribeRefused" | "malformedPayload" | "unknownGateway" | "unknownDevice" | "dictionaryMismatch" | "frameRefused" | "futureReading" | "staleReading" | "storeFailed" | "replyRefused" | "implausibleEnergy" | "replyIgnored") | "refusals";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    kind: string;
                                    topic: string | null;
                                    msgId: string | null;
                                    frames: number | null;
                                    stored: number | null;
                                    duplicates: number | null;
                                    refused: number | null;
                                    bytes: number | null;
                                    repeats: number;
                                    detail: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One communication-log row and the readings its upload carried (while raw frames are kept)
         * @description Requires permission `logger.upgrade.record`.
         */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                entry: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    kind: string;
                                    topic: string | null;
                                    msgId: string | null;
                                    frames: number | null;
                                    stored: number | null;
                                    duplicates: number | null;
                                    refused: number | null;
                                    bytes: number | null;
                                    repeats: number;
                                    detail: string;
                                };
                                frames: {
                                    deviceSn: string;
                                    /** Format: date-time */
                                    readAt: string;
                                    blocks: {
                                        functionCode: number;
                                        start: number;
                                        words: number[];
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/debug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The debug log: remote debug requests (raw Modbus frames, register reads and writes) with their replies
         * @description Requires permission `logger.upgrade.record`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    plantId?: string;
                    gatewaySn?: string;
                    deviceSn?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** Format: date-time */
                                    at: string;
                                    actor: string;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    plantId: string | null;
                                    plantName: string | null;
                                    plantTimeZone: string | null;
                                    kind: string;
                                    state: string;
                                    request: string;
                                    reply: string | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logger/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An .xlsx of a log with the filters of its screen (at most 10,000 rows, newest first)
         * @description Requires permission `logger.upgrade.record`.
         */
        get: {
            parameters: {
                query: {
                    plantId?: string;
                    gatewaySn?: string;
                    deviceSn?: string;
                    from?: string;
                    to?: string;
                    log: "maintenance" | "communication" | "debug";
                    action?: "bind" | "unbind" | "replace" | "import" | "create" | "delete" | "command" | "settings" | "upgrade" | "rebuild";
                    kind?: ("upload" | "status" | "reply" | "authRefused" | "connectionRefused" | "publishRefused" | "subscribeRefused" | "malformedPayload" | "unknownGateway" | "unknownDevice" | "dictionaryMismatch" | "frameRefused" | "futureReading" | "staleReading" | "storeFailed" | "replyRefused" | "implausibleEnergy" | "replyIgnored") | "refusals";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/setting/{sn}/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which settings family and pages the inverter's model has (601: none)
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                /** @enum {string} */
                                family: "mt" | "gy" | "dyStore" | "dyStoreThreePhase" | "asw" | "uneet" | "dyGrid";
                                readPath: string;
                                timeZone: string;
                                pages: {
                                    id: string;
                                    name: string;
                                    fields: {
                                        key: string;
                                        name: string;
                                        unit: string;
                                        /** @enum {string} */
                                        input: "number" | "option" | "time" | "datetime";
                                        min?: number;
                                        max?: number;
                                        precision: number;
                                        options?: {
                                            value: number;
                                            label: string;
                                        }[];
                                        group?: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mt/setting/{sn}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads every setting of a mt inverter from the device
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                values: {
                                    [key: string]: number | string;
                                };
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mt/setting/{sn}/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes the changed values of one mt settings page and reads them back
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        values: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                written: {
                                    key: string;
                                    before: (number | string) | null;
                                    requested: number | string;
                                    after: (number | string) | null;
                                    confirmed: boolean;
                                }[];
                                unchanged: string[];
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gy/setting/{sn}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads every setting of a gy inverter from the device
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                values: {
                                    [key: string]: number | string;
                                };
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gy/setting/{sn}/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes the changed values of one gy settings page and reads them back
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        values: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                written: {
                                    key: string;
                                    before: (number | string) | null;
                                    requested: number | string;
                                    after: (number | string) | null;
                                    confirmed: boolean;
                                }[];
                                unchanged: string[];
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dy/store/{sn}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads every setting of a dyStore inverter from the device
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                values: {
                                    [key: string]: number | string;
                                };
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dy/store/{sn}/setting/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes the changed values of one dyStore settings page and reads them back
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        values: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                written: {
                                    key: string;
                                    before: (number | string) | null;
                                    requested: number | string;
                                    after: (number | string) | null;
                                    confirmed: boolean;
                                }[];
                                unchanged: string[];
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dy/store/threePhase/{sn}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads every setting of a dyStoreThreePhase inverter from the device
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                values: {
                                    [key: string]: number | string;
                                };
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dy/store/threePhase/{sn}/setting/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes the changed values of one dyStoreThreePhase settings page and reads them back
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        values: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                written: {
                                    key: string;
                                    before: (number | string) | null;
                                    requested: number | string;
                                    after: (number | string) | null;
                                    confirmed: boolean;
                                }[];
                                unchanged: string[];
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/asw/{sn}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads every setting of a asw inverter from the device
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                values: {
                                    [key: string]: number | string;
                                };
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/asw/{sn}/setting/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes the changed values of one asw settings page and reads them back
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        values: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                written: {
                                    key: string;
                                    before: (number | string) | null;
                                    requested: number | string;
                                    after: (number | string) | null;
                                    confirmed: boolean;
                                }[];
                                unchanged: string[];
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/setting/uneet/{sn}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads every setting of a uneet inverter from the device
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                values: {
                                    [key: string]: number | string;
                                };
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/setting/uneet/{sn}/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes the changed values of one uneet settings page and reads them back
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        values: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                written: {
                                    key: string;
                                    before: (number | string) | null;
                                    requested: number | string;
                                    after: (number | string) | null;
                                    confirmed: boolean;
                                }[];
                                unchanged: string[];
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dy/grid/{sn}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads every setting of a dyGrid inverter from the device
         * @description Requires permission `inverter.setting`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                values: {
                                    [key: string]: number | string;
                                };
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dy/grid/{sn}/setting/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes the changed values of one dyGrid settings page and reads them back
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        values: {
                            [key: string]: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                written: {
                                    key: string;
                                    before: (number | string) | null;
                                    requested: number | string;
                                    after: (number | string) | null;
                                    confirmed: boolean;
                                }[];
                                unchanged: string[];
                                /** Format: date-time */
                                readAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restarts gateways (a list of SNs or a filter) as a campaign: waves, pace, halt rule
         * @description Requires permission `gateway.restart`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        selection: {
                            sns: string[];
                        } | {
                            filter: {
                                /** Format: uuid */
                                plantId?: string;
                                /** Format: uuid */
                                companyId?: string;
                                /** Format: uuid */
                                customerId?: string;
                                model?: string;
                                hardwareVersion?: string;
                                firmwareVersion?: string;
                                /** @enum {string} */
                                status?: "normal" | "offline" | "warning" | "fault" | "updating";
                            };
                        };
                        /** @default  */
                        name?: string;
                        /**
                         * @default {
                         *       "percent": 10
                         *     }
                         */
                        firstWave?: {
                            size: number;
                        } | {
                            percent: number;
                        };
                        /** @default 600 */
                        perMinute?: number;
                        /**
                         * @default {
                         *       "failurePercent": 20,
                         *       "minExecuted": 5
                         *     }
                         */
                        halt?: {
                            failurePercent: number;
                            minExecuted: number;
                        };
                        /** @default null */
                        window?: {
                            start: string;
                            end: string;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes one settings page's values to inverters (a list or a filter) as a campaign; a device they do not fit is skipped with the reason
         * @description Requires permission `inverter.setting`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        selection: {
                            sns: string[];
                        } | {
                            filter: {
                                /** Format: uuid */
                                plantId?: string;
                                /** Format: uuid */
                                companyId?: string;
                                /** Format: uuid */
                                customerId?: string;
                                model?: string;
                                hardwareVersion?: string;
                                firmwareVersion?: string;
                                /** @enum {string} */
                                status?: "normal" | "offline" | "warning" | "fault" | "updating";
                            };
                        };
                        settings: {
                            page: string;
                            values: {
                                [key: string]: number | string;
                            };
                        };
                        /** @default  */
                        name?: string;
                        /**
                         * @default {
                         *       "percent": 10
                         *     }
                         */
                        firstWave?: {
                            size: number;
                        } | {
                            percent: number;
                        };
                        /** @default 600 */
                        perMinute?: number;
                        /**
                         * @default {
                         *       "failurePercent": 20,
                         *       "minExecuted": 5
                         *     }
                         */
                        halt?: {
                            failurePercent: number;
                            minExecuted: number;
                        };
                        /** @default null */
                        window?: {
                            start: string;
                            end: string;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The targets a selection (a list or a filter) resolves to for a campaign kind, with the caller's abilities: how many, how many left out, the first 20 */
        post: {
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
                        kind: "restart" | "settings" | "upgrade" | "demandResponse";
                        /** @enum {string} */
                        family: "gateway" | "inverter";
                        selection: {
                            sns: string[];
                        } | {
                            filter: {
                                /** Format: uuid */
                                plantId?: string;
                                /** Format: uuid */
                                companyId?: string;
                                /** Format: uuid */
                                customerId?: string;
                                model?: string;
                                hardwareVersion?: string;
                                firmwareVersion?: string;
                                /** @enum {string} */
                                status?: "normal" | "offline" | "warning" | "fault" | "updating";
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                total: number;
                                withoutAbility: number;
                                infos: {
                                    sn: string;
                                    gatewaySn: string;
                                    plantId: string | null;
                                    plantName: string | null;
                                    timeZone: string;
                                    model: string | null;
                                    hardwareVersion: string | null;
                                    firmwareVersion: string | null;
                                    status: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns the caller sees, newest first, with their progress counts */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    kind?: "restart" | "settings" | "upgrade" | "demandResponse";
                    state?: "running" | "paused" | "halted" | "cancelled" | "completed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                    name: string;
                                    payload: {
                                        [key: string]: unknown;
                                    };
                                    selection: {
                                        [key: string]: unknown;
                                    };
                                    firstWave: number;
                                    currentWave: number;
                                    perMinute: number;
                                    halt: {
                                        failurePercent: number;
                                        minExecuted: number;
                                    };
                                    window: {
                                        start: string;
                                        end: string;
                                    } | null;
                                    /** @enum {string} */
                                    state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                    reason: string;
                                    retryOf: string | null;
                                    createdBy: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    finishedAt: string | null;
                                    total: number;
                                    counts: {
                                        pending: number;
                                        queued: number;
                                        running: number;
                                        succeeded: number;
                                        failed: number;
                                        cancelled: number;
                                        skipped: number;
                                    };
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign with its progress counts and audit trail */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                                events: {
                                    targetSn: string | null;
                                    state: string;
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/targets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a campaign's targets in release order: state, commands, attempts, error */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    state?: "pending" | "queued" | "running" | "succeeded" | "failed" | "cancelled" | "skipped";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    position: number;
                                    gatewaySn: string;
                                    deviceSn: string | null;
                                    wave: number;
                                    /** @enum {string} */
                                    state: "pending" | "queued" | "running" | "succeeded" | "failed" | "cancelled" | "skipped";
                                    commandIds: string[];
                                    attempts: number;
                                    error: string | null;
                                    releasedAt: string | null;
                                    finishedAt: string | null;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-device history of a campaign as a download (CSV or XLSX): one row per state each target took, with its time */
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pauses a running campaign: nothing more is released (320 in another state) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resumes a paused or halted campaign; the halt rule counts afresh (320 in another state) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a campaign: nothing more is released, commands not yet sent are cancelled (320 once ended) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a new campaign of the failed targets, with the same action and rules (320: none failed) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent `campaign` events: the campaign with its progress counts (as GET /campaigns/{id}, without events) now and on every change */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the programmes the caller's plants are enrolled in, newest first, with the season to date per programme
         * @description Requires permission `energyhub.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    status?: "pending" | "active" | "completed" | "cancelled";
                    programId?: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    /** Format: uuid */
                                    id: string;
                                    vtnEventId: string;
                                    /** @enum {string} */
                                    programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                    name: string;
                                    /** @enum {string} */
                                    status: "pending" | "active" | "completed" | "cancelled";
                                    /** @enum {string} */
                                    reading: "dispatch" | "none" | "refused";
                                    refusal: string;
                                    startAt: string | null;
                                    endAt: string | null;
                                    durationMinutes: number | null;
                                    level: number;
                                    powerDischargeKw: number;
                                    measuredKw: number | null;
                                    batteries: number;
                                    cancelSource: ("vtn" | "user") | null;
                                    reportedAt: string | null;
                                }[];
                                total: number;
                                seasons: {
                                    /** @enum {string} */
                                    programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                    year: number;
                                    events: number;
                                    averageKw: number;
                                    ratePerKw: number;
                                    projectedPayment: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/event/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An event with each of the caller's batteries: what it was asked, what it delivered
         * @description Requires permission `energyhub.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                vtnEventId: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                name: string;
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "cancelled";
                                /** @enum {string} */
                                reading: "dispatch" | "none" | "refused";
                                refusal: string;
                                startAt: string | null;
                                endAt: string | null;
                                durationMinutes: number | null;
                                level: number;
                                powerDischargeKw: number;
                                measuredKw: number | null;
                                batteries: number;
                                cancelSource: ("vtn" | "user") | null;
                                reportedAt: string | null;
                                batteryList: {
                                    deviceSn: string;
                                    gatewaySn: string;
                                    plantId: string | null;
                                    /** @enum {string} */
                                    state: "sent" | "optedOut" | "cancelled";
                                    requestedKw: number;
                                    resends: number;
                                    averageKw: number | null;
                                    baselineKw: number | null;
                                    energyKwh: number | null;
                                    socStart: number | null;
                                    socEnd: number | null;
                                    completeness: number | null;
                                }[];
                                campaignIds: string[];
                                timeZone: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/event/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an event for the caller's batteries (the platform: for all); they stop within a minute (5021 once ended or cancelled)
         * @description Requires permission `energyhub.enroll`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                vtnEventId: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                name: string;
                                /** @enum {string} */
                                status: "pending" | "active" | "completed" | "cancelled";
                                /** @enum {string} */
                                reading: "dispatch" | "none" | "refused";
                                refusal: string;
                                startAt: string | null;
                                endAt: string | null;
                                durationMinutes: number | null;
                                level: number;
                                powerDischargeKw: number;
                                measuredKw: number | null;
                                batteries: number;
                                cancelSource: ("vtn" | "user") | null;
                                reportedAt: string | null;
                                batteryList: {
                                    deviceSn: string;
                                    gatewaySn: string;
                                    plantId: string | null;
                                    /** @enum {string} */
                                    state: "sent" | "optedOut" | "cancelled";
                                    requestedKw: number;
                                    resends: number;
                                    averageKw: number | null;
                                    baselineKw: number | null;
                                    energyKwh: number | null;
                                    socStart: number | null;
                                    socEnd: number | null;
                                    completeness: number | null;
                                }[];
                                campaignIds: string[];
                                timeZone: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The OpenADR 3.1 webhook: a VTN's notification of an event created, modified or deleted (5022 wrong token, 5023 not a 3.1.0 notification) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter firmware images the caller's company (and the platform) published, newest first
         * @description Requires permission `firmware.inverter.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    keyword?: string;
                    typeId?: string;
                    enabled?: "0" | "1";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "gateway" | "inverter";
                                    brand: string;
                                    productName: string;
                                    epn: string;
                                    typeId: string | null;
                                    primaryLabel: string | null;
                                    secondaryLabel: string | null;
                                    hardwareVersion: string;
                                    softwareVersion: string;
                                    /** @enum {string} */
                                    upgradeMode: "iap" | "isp";
                                    fileName: string;
                                    size: number;
                                    sha256: string;
                                    changeLog: string;
                                    fromVersionMin: string;
                                    fromVersionMax: string;
                                    allowDowngrade: boolean;
                                    enabled: boolean;
                                    publishedAt: string | null;
                                    creator: string;
                                    createdAt: string;
                                    updatedAt: string;
                                    isOwned: boolean;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/gateway/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway firmware images the caller's company (and the platform) published, newest first
         * @description Requires permission `firmware.gateway.view`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    keyword?: string;
                    typeId?: string;
                    enabled?: "0" | "1";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "gateway" | "inverter";
                                    brand: string;
                                    productName: string;
                                    epn: string;
                                    typeId: string | null;
                                    primaryLabel: string | null;
                                    secondaryLabel: string | null;
                                    hardwareVersion: string;
                                    softwareVersion: string;
                                    /** @enum {string} */
                                    upgradeMode: "iap" | "isp";
                                    fileName: string;
                                    size: number;
                                    sha256: string;
                                    changeLog: string;
                                    fromVersionMin: string;
                                    fromVersionMax: string;
                                    allowDowngrade: boolean;
                                    enabled: boolean;
                                    publishedAt: string | null;
                                    creator: string;
                                    createdAt: string;
                                    updatedAt: string;
                                    isOwned: boolean;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/inverter/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One inverter firmware image with its SHA-256 (code 3 when the caller cannot see it)
         * @description Requires permission `firmware.inverter.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/gateway/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One gateway firmware image with its SHA-256 (code 3 when the caller cannot see it)
         * @description Requires permission `firmware.gateway.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Edit a gateway image (a published image's bytes and version never change); multipart: field `file` (.bin or .hex, at most 1.5 MB, checked by content), `fileName` (defaults to the file's), `softwareVersion`, `hardwareVersion`, `brand`, `productName`, `epn`, `typeId`, `upgradeMode` (iap | isp), `changeLog`, `fromVersionMin`, `fromVersionMax`, `allowDowngrade`, `enabled`
         * @description Requires permission `firmware.gateway.publish`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public firmware release log (`/firmwareLogging`): published platform images, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    kind?: "gateway" | "inverter";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                infos: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "gateway" | "inverter";
                                    brand: string;
                                    productName: string;
                                    hardwareVersion: string;
                                    softwareVersion: string;
                                    changeLog: string;
                                    sha256: string;
                                    publishedAt: string;
                                }[];
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/gateway/software": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enabled gateway images, newest first, optionally for one hardware version
         * @description Requires permission `firmware.gateway.view`.
         */
        get: {
            parameters: {
                query?: {
                    hardwareVersion?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a file name (4000) and a software version (4002; code 4 when not above the latest) are free
         * @description Requires permission `firmware.management`.
         */
        get: {
            parameters: {
                query: {
                    kind: "gateway" | "inverter";
                    fileName?: string;
                    softwareVersion?: string;
                    productName?: string;
                    hardwareVersion?: string;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/gateway/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gateway's newest enabled image; 4001 when it already runs it, 305 when not visible
         * @description Requires permission `firmware.gateway.view`.
         */
        get: {
            parameters: {
                query: {
                    sn: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/{id}/changeEnable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enable or disable an image (after the page confirms); the first enable publishes it
         * @description Requires permission `firmware.enable`.
         */
        get: {
            parameters: {
                query?: {
                    enabled?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delete a disabled image (a published one is archived with its bytes)
         * @description Requires permission `firmware.delete`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/batchDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delete several disabled images, all or none (`ids` comma-separated)
         * @description Requires permission `firmware.delete`.
         */
        get: {
            parameters: {
                query: {
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/inverterTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter-type tree: primary labels with their secondary labels
         * @description Requires permission `firmware.inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: components["schemas"]["InverterTypeNode"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/inverterType/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a label name is free at its place of the tree (code 4 when taken)
         * @description Requires permission `firmware.inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    name: string;
                    parentId?: string;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/inverterType/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a primary label, or a secondary one under `parentId`
         * @description Requires permission `firmware.inverter.publish`.
         */
        post: {
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
                        /** @default null */
                        parentId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/inverterType/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a label
         * @description Requires permission `firmware.inverter.publish`.
         */
        post: {
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
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/inverterType/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a secondary label under another primary one (refused when one of its name is there)
         * @description Requires permission `firmware.move`.
         */
        post: {
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
                        /** Format: uuid */
                        parentId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/inverterType/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a label without sub-labels, images or products
         * @description Requires permission `firmware.inverter.publish`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/hardware": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hardware versions of a product, or of every product and image the caller's library knows
         * @description Requires permission `firmware.management`.
         */
        get: {
            parameters: {
                query?: {
                    productId?: string;
                    kind?: "gateway" | "inverter";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway products, by name
         * @description Requires permission `firmware.management`.
         */
        get: {
            parameters: {
                query?: {
                    typeId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                name: string;
                                epn: string;
                                typeId: string | null;
                                hardwareVersions: string[];
                                isOwned: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a gateway product, or edit one with `id`
         * @description Requires permission `firmware.gateway.publish`.
         */
        post: {
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
                        id?: string;
                        /** @default  */
                        brand?: string;
                        name: string;
                        /** @default  */
                        epn?: string;
                        /** @default null */
                        typeId?: string | null;
                        /** @default [] */
                        hardwareVersions?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                name: string;
                                epn: string;
                                typeId: string | null;
                                hardwareVersions: string[];
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter products, by name
         * @description Requires permission `firmware.management`.
         */
        get: {
            parameters: {
                query?: {
                    typeId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                name: string;
                                epn: string;
                                typeId: string | null;
                                hardwareVersions: string[];
                                isOwned: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product
         * @description Requires permission `firmware.management`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                name: string;
                                epn: string;
                                typeId: string | null;
                                hardwareVersions: string[];
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/product/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an inverter product name is free (code 4 when taken)
         * @description Requires permission `firmware.management`.
         */
        get: {
            parameters: {
                query: {
                    name: string;
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an inverter product
         * @description Requires permission `firmware.inverter.publish`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        brand?: string;
                        name: string;
                        /** @default  */
                        epn?: string;
                        /** @default null */
                        typeId?: string | null;
                        /** @default [] */
                        hardwareVersions?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                name: string;
                                epn: string;
                                typeId: string | null;
                                hardwareVersions: string[];
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an inverter product
         * @description Requires permission `firmware.inverter.publish`.
         */
        post: {
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
                        /** @default  */
                        brand?: string;
                        name: string;
                        /** @default  */
                        epn?: string;
                        /** @default null */
                        typeId?: string | null;
                        /** @default [] */
                        hardwareVersions?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                name: string;
                                epn: string;
                                typeId: string | null;
                                hardwareVersions: string[];
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/products/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an inverter product
         * @description Requires permission `firmware.inverter.publish`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an inverter image, or edit one with an `id` field; multipart: field `file` (.bin or .hex, at most 1.5 MB, checked by content), `fileName` (defaults to the file's), `softwareVersion`, `hardwareVersion`, `brand`, `productName`, `epn`, `typeId`, `upgradeMode` (iap | isp), `changeLog`, `fromVersionMin`, `fromVersionMax`, `allowDowngrade`, `enabled`
         * @description Requires permission `firmware.inverter.publish`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/gateway/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a gateway image; multipart: field `file` (.bin or .hex, at most 1.5 MB, checked by content), `fileName` (defaults to the file's), `softwareVersion`, `hardwareVersion`, `brand`, `productName`, `epn`, `typeId`, `upgradeMode` (iap | isp), `changeLog`, `fromVersionMin`, `fromVersionMax`, `allowDowngrade`, `enabled`
         * @description Requires permission `firmware.gateway.publish`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/listProgram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The four battery programmes, their facts and terms link
         * @description Requires permission `energyhub.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                id: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                name: string;
                                administrator: string;
                                region: string;
                                timeZone: string;
                                season: {
                                    start: string;
                                    end: string;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                };
                                events: {
                                    min: number;
                                    max: number;
                                };
                                maxEventHours: number;
                                ratePerKw: number;
                                rateLockSummers: number;
                                rateSource: string;
                                stormRule: boolean;
                                batteryWithoutPv: string;
                                sourceUrl: string;
                                termsUrl: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/timezones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * IANA time zones
         * @description Requires permission `energyhub.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/userStationList/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plants of user {id} the caller sees (all the caller's plants for their own id), with whether the caller may enrol them
         * @description Requires permission `energyhub.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                name: string;
                                timeZone: string;
                                mayEnrol: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/stationMasterDevice/{stationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plant's master battery device (its hybrid inverter, else its BMS), or null
         * @description Requires permission `energyhub.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    stationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                sn: string;
                                deviceId: string;
                                kind: string;
                                manufacturer: string;
                                model: string;
                                installDate: string | null;
                                chargeKw: number | null;
                                dischargeKw: number | null;
                                storageKwh: number | null;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/stationTimezoneId/{stationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plant's time zone (IANA id)
         * @description Requires permission `energyhub.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    stationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enrolments of the plants the caller sees, with what the caller may do to each
         * @description Requires permission `energyhub.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                plantId: string;
                                plantName: string;
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                participationLevel: number;
                                sourceAccount: string;
                                utilityAccount: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                serviceAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                mailingAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                devices: {
                                    sn: string;
                                    deviceId: string | null;
                                    manufacturer: string;
                                    model: string;
                                    installDate: string;
                                    chargeKw: number;
                                    dischargeKw: number;
                                    storageKwh: number;
                                }[];
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                mayEditDevices: boolean;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/enrollment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One enrolment with its devices and history (5003 when not seen)
         * @description Requires permission `energyhub.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                plantId: string;
                                plantName: string;
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                participationLevel: number;
                                sourceAccount: string;
                                utilityAccount: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                serviceAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                mailingAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                devices: {
                                    sn: string;
                                    deviceId: string | null;
                                    manufacturer: string;
                                    model: string;
                                    installDate: string;
                                    chargeKw: number;
                                    dischargeKw: number;
                                    storageKwh: number;
                                }[];
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                mayEditDevices: boolean;
                                createdAt: string;
                                updatedAt: string;
                                history: {
                                    fromState: ("invited" | "pending" | "accepted" | "rejected" | "unenrolled") | null;
                                    /** @enum {string} */
                                    toState: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                    action: string;
                                    actor: string | null;
                                    at: string;
                                    note: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/enrollment/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The state, the actions the caller may take and the history; with ?action= takes it first (the spec's alias of POST /oadr/enrollment/{id}/state, kept for its clients)
         * @description Requires permission `energyhub.view`.
         */
        get: {
            parameters: {
                query?: {
                    action?: "join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit";
                    note?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                history: {
                                    fromState: ("invited" | "pending" | "accepted" | "rejected" | "unenrolled") | null;
                                    /** @enum {string} */
                                    toState: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                    action: string;
                                    actor: string | null;
                                    at: string;
                                    note: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Takes an action (join_in, reject, approve, opt_in, opt_out, unenroll, quit) and answers the state, the actions the caller may take next and the history (5006 when the state does not allow it)
         * @description Requires permission `energyhub.enroll`.
         */
        post: {
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
                        action: "join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit";
                        /** @default  */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                history: {
                                    fromState: ("invited" | "pending" | "accepted" | "rejected" | "unenrolled") | null;
                                    /** @enum {string} */
                                    toState: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                    action: string;
                                    actor: string | null;
                                    at: string;
                                    note: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/enrollment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrols a plant's batteries: the owner applies (pending), the installer invites the owner (invited)
         * @description Requires permission `energyhub.enroll`.
         */
        post: {
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
                        programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                        /** Format: uuid */
                        plantId: string;
                        sourceAccount: string;
                        utilityAccount: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        serviceAddress: {
                            country: string;
                            region: string;
                            locality: string;
                            /** @default  */
                            extendedAddress?: string;
                            streetAddress: string;
                            postalCode: string;
                        };
                        mailingAddress: {
                            country: string;
                            region: string;
                            locality: string;
                            /** @default  */
                            extendedAddress?: string;
                            streetAddress: string;
                            postalCode: string;
                        };
                        devices: {
                            sn: string;
                            manufacturer: string;
                            model: string;
                            installDate: string;
                            chargeKw: string | number;
                            dischargeKw: string | number;
                            storageKwh: string | number;
                        }[];
                        participationLevel?: string | number;
                        /** @enum {boolean} */
                        termsAccepted: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                plantId: string;
                                plantName: string;
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                participationLevel: number;
                                sourceAccount: string;
                                utilityAccount: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                serviceAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                mailingAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                devices: {
                                    sn: string;
                                    deviceId: string | null;
                                    manufacturer: string;
                                    model: string;
                                    installDate: string;
                                    chargeKw: number;
                                    dischargeKw: number;
                                    storageKwh: number;
                                }[];
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                mayEditDevices: boolean;
                                createdAt: string;
                                updatedAt: string;
                                history: {
                                    fromState: ("invited" | "pending" | "accepted" | "rejected" | "unenrolled") | null;
                                    /** @enum {string} */
                                    toState: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                    action: string;
                                    actor: string | null;
                                    at: string;
                                    note: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/enrollment/{id}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds devices to a live enrolment (5001 already in it, 5004 in another)
         * @description Requires permission `energyhub.enroll`.
         */
        post: {
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
                        devices: {
                            sn: string;
                            manufacturer: string;
                            model: string;
                            installDate: string;
                            chargeKw: string | number;
                            dischargeKw: string | number;
                            storageKwh: string | number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                plantId: string;
                                plantName: string;
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                participationLevel: number;
                                sourceAccount: string;
                                utilityAccount: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                serviceAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                mailingAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                devices: {
                                    sn: string;
                                    deviceId: string | null;
                                    manufacturer: string;
                                    model: string;
                                    installDate: string;
                                    chargeKw: number;
                                    dischargeKw: number;
                                    storageKwh: number;
                                }[];
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                mayEditDevices: boolean;
                                createdAt: string;
                                updatedAt: string;
                                history: {
                                    fromState: ("invited" | "pending" | "accepted" | "rejected" | "unenrolled") | null;
                                    /** @enum {string} */
                                    toState: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                    action: string;
                                    actor: string | null;
                                    at: string;
                                    note: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/enrollment/{id}/devices/{serial}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes a device from a live enrolment (5002 not in it; the last one stays)
         * @description Requires permission `energyhub.enroll`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    serial: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                plantId: string;
                                plantName: string;
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                participationLevel: number;
                                sourceAccount: string;
                                utilityAccount: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                serviceAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                mailingAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                devices: {
                                    sn: string;
                                    deviceId: string | null;
                                    manufacturer: string;
                                    model: string;
                                    installDate: string;
                                    chargeKw: number;
                                    dischargeKw: number;
                                    storageKwh: number;
                                }[];
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                mayEditDevices: boolean;
                                createdAt: string;
                                updatedAt: string;
                                history: {
                                    fromState: ("invited" | "pending" | "accepted" | "rejected" | "unenrolled") | null;
                                    /** @enum {string} */
                                    toState: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                    action: string;
                                    actor: string | null;
                                    at: string;
                                    note: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oadr/enrollment/{id}/unenroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leaves an accepted enrolment (5006 in any other state)
         * @description Requires permission `energyhub.enroll`.
         */
        post: {
            parameters: {
                query?: {
                    note?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                programId: "capelightcompact-bat" | "eversource-bat" | "nationalgrid-ne-bat" | "ri-energy-bat";
                                plantId: string;
                                plantName: string;
                                /** @enum {string} */
                                state: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                optedOut: boolean;
                                participationLevel: number;
                                sourceAccount: string;
                                utilityAccount: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                serviceAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                mailingAddress: {
                                    country: string;
                                    region: string;
                                    locality: string;
                                    /** @default  */
                                    extendedAddress: string;
                                    streetAddress: string;
                                    postalCode: string;
                                };
                                devices: {
                                    sn: string;
                                    deviceId: string | null;
                                    manufacturer: string;
                                    model: string;
                                    installDate: string;
                                    chargeKw: number;
                                    dischargeKw: number;
                                    storageKwh: number;
                                }[];
                                actions: ("join_in" | "reject" | "approve" | "opt_in" | "opt_out" | "unenroll" | "quit")[];
                                mayEditDevices: boolean;
                                createdAt: string;
                                updatedAt: string;
                                history: {
                                    fromState: ("invited" | "pending" | "accepted" | "rejected" | "unenrolled") | null;
                                    /** @enum {string} */
                                    toState: "invited" | "pending" | "accepted" | "rejected" | "unenrolled";
                                    action: string;
                                    actor: string | null;
                                    at: string;
                                    note: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/vpp/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A programme's terms as a PDF, for the four programmes only (404 otherwise) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The enabled images offered to an inverter or gateway (by SN): its model and hardware, its version within their from-range, newer (older only where allowed)
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query: {
                    sn: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                id: string;
                                /** @enum {string} */
                                kind: "gateway" | "inverter";
                                brand: string;
                                productName: string;
                                epn: string;
                                typeId: string | null;
                                primaryLabel: string | null;
                                secondaryLabel: string | null;
                                hardwareVersion: string;
                                softwareVersion: string;
                                /** @enum {string} */
                                upgradeMode: "iap" | "isp";
                                fileName: string;
                                size: number;
                                sha256: string;
                                changeLog: string;
                                fromVersionMin: string;
                                fromVersionMax: string;
                                allowDowngrade: boolean;
                                enabled: boolean;
                                publishedAt: string | null;
                                creator: string;
                                createdAt: string;
                                updatedAt: string;
                                isOwned: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remote upgrade of the inverter to the image firmId (one it is offered, else 4003); refused while offline (602), locked (306) or upgrading (603)
         * @description Requires permission `inverter.upgrade`.
         */
        post: {
            parameters: {
                query: {
                    firmId: string;
                };
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** Format: uuid */
                                firmwareId: string;
                                fromVersion: string;
                                toVersion: string;
                                /** @enum {string} */
                                state: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled";
                                /** @enum {string} */
                                shownState: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled" | "cancelFailed";
                                progress: number;
                                cancelState: ("requested" | "refused") | null;
                                error: string | null;
                                /** Format: date-time */
                                startedAt: string;
                                flashedAt: string | null;
                                versionSeenAt: string | null;
                                finishedAt: string | null;
                                events: {
                                    state: string;
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/cutUpgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels the inverter's running upgrade (4004 when none runs); a model that cannot stop shows "cancel failed"
         * @description Requires permission `inverter.upgrade`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** Format: uuid */
                                firmwareId: string;
                                fromVersion: string;
                                toVersion: string;
                                /** @enum {string} */
                                state: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled";
                                /** @enum {string} */
                                shownState: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled" | "cancelFailed";
                                progress: number;
                                cancelState: ("requested" | "refused") | null;
                                error: string | null;
                                /** Format: date-time */
                                startedAt: string;
                                flashedAt: string | null;
                                versionSeenAt: string | null;
                                finishedAt: string | null;
                                events: {
                                    state: string;
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/{sn}/upgrade/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inverter's newest upgrade: state (spec: downloading or sending file, upgrading, success, failure, cancelled, cancel failed), progress and audit rows; null before any
         * @description Requires permission `inverter.view`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sn: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** Format: uuid */
                                firmwareId: string;
                                fromVersion: string;
                                toVersion: string;
                                /** @enum {string} */
                                state: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled";
                                /** @enum {string} */
                                shownState: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled" | "cancelFailed";
                                progress: number;
                                cancelState: ("requested" | "refused") | null;
                                error: string | null;
                                /** Format: date-time */
                                startedAt: string;
                                flashedAt: string | null;
                                versionSeenAt: string | null;
                                finishedAt: string | null;
                                events: {
                                    state: string;
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{id}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remote upgrade of the gateway to the image firmId (one it is offered, else 4003); refused while offline (602), locked (306) or upgrading (603)
         * @description Requires permission `gateway.upgrade`.
         */
        post: {
            parameters: {
                query: {
                    firmId: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** Format: uuid */
                                firmwareId: string;
                                fromVersion: string;
                                toVersion: string;
                                /** @enum {string} */
                                state: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled";
                                /** @enum {string} */
                                shownState: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled" | "cancelFailed";
                                progress: number;
                                cancelState: ("requested" | "refused") | null;
                                error: string | null;
                                /** Format: date-time */
                                startedAt: string;
                                flashedAt: string | null;
                                versionSeenAt: string | null;
                                finishedAt: string | null;
                                events: {
                                    state: string;
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{id}/cutUpgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels the gateway's running upgrade (4004 when none runs); a model that cannot stop shows "cancel failed"
         * @description Requires permission `gateway.upgrade`.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** Format: uuid */
                                firmwareId: string;
                                fromVersion: string;
                                toVersion: string;
                                /** @enum {string} */
                                state: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled";
                                /** @enum {string} */
                                shownState: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled" | "cancelFailed";
                                progress: number;
                                cancelState: ("requested" | "refused") | null;
                                error: string | null;
                                /** Format: date-time */
                                startedAt: string;
                                flashedAt: string | null;
                                versionSeenAt: string | null;
                                finishedAt: string | null;
                                events: {
                                    state: string;
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateway/{id}/upgrade/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway's newest upgrade: state (spec: downloading or sending file, upgrading, success, failure, cancelled, cancel failed), progress and audit rows; null before any
         * @description Requires permission `gateway.view`.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                gatewaySn: string;
                                deviceSn: string | null;
                                /** Format: uuid */
                                firmwareId: string;
                                fromVersion: string;
                                toVersion: string;
                                /** @enum {string} */
                                state: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled";
                                /** @enum {string} */
                                shownState: "downloading" | "sending" | "upgrading" | "verifying" | "success" | "failure" | "cancelled" | "cancelFailed";
                                progress: number;
                                cancelState: ("requested" | "refused") | null;
                                error: string | null;
                                /** Format: date-time */
                                startedAt: string;
                                flashedAt: string | null;
                                versionSeenAt: string | null;
                                finishedAt: string | null;
                                events: {
                                    state: string;
                                    /** Format: date-time */
                                    at: string;
                                    detail: string;
                                }[];
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inverter/batchUpgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrades up to 1,000 inverters to one image as a campaign of kind upgrade: its id, and per SN admitted (0) or why not (2, 306, 600, 4003)
         * @description Requires permission `inverter.upgrade`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sns: string[];
                        /** Format: uuid */
                        firmId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                campaignId: string | null;
                                devices: {
                                    sn: string;
                                    code: number;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gateways/batch/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrades up to 1,000 gateways to one image as a campaign of kind upgrade: its id, and per SN admitted (0) or why not (2, 306, 4003)
         * @description Requires permission `gateway.upgrade`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sns: string[];
                        /** Format: uuid */
                        firmId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                campaignId: string | null;
                                devices: {
                                    sn: string;
                                    code: number;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A staged rollout: one enabled image to the gateways (a gateway image) or the inverters behind them selected by list or filter, with waves, pace, halt rule and window (2, 305, 307, 4003) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        selection: {
                            sns: string[];
                        } | {
                            filter: {
                                /** Format: uuid */
                                plantId?: string;
                                /** Format: uuid */
                                companyId?: string;
                                /** Format: uuid */
                                customerId?: string;
                                model?: string;
                                hardwareVersion?: string;
                                firmwareVersion?: string;
                                /** @enum {string} */
                                status?: "normal" | "offline" | "warning" | "fault" | "updating";
                            };
                        };
                        /** Format: uuid */
                        firmwareId: string;
                        /** @default  */
                        name?: string;
                        /**
                         * @default {
                         *       "percent": 10
                         *     }
                         */
                        firstWave?: {
                            size: number;
                        } | {
                            percent: number;
                        };
                        /** @default 600 */
                        perMinute?: number;
                        /**
                         * @default {
                         *       "failurePercent": 20,
                         *       "minExecuted": 5
                         *     }
                         */
                        halt?: {
                            failurePercent: number;
                            minExecuted: number;
                        };
                        /** @default null */
                        window?: {
                            start: string;
                            end: string;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: number;
                            msg: string;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "restart" | "settings" | "upgrade" | "demandResponse";
                                name: string;
                                payload: {
                                    [key: string]: unknown;
                                };
                                selection: {
                                    [key: string]: unknown;
                                };
                                firstWave: number;
                                currentWave: number;
                                perMinute: number;
                                halt: {
                                    failurePercent: number;
                                    minExecuted: number;
                                };
                                window: {
                                    start: string;
                                    end: string;
                                } | null;
                                /** @enum {string} */
                                state: "running" | "paused" | "halted" | "cancelled" | "completed";
                                reason: string;
                                retryOf: string | null;
                                createdBy: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                finishedAt: string | null;
                                total: number;
                                counts: {
                                    pending: number;
                                    queued: number;
                                    running: number;
                                    succeeded: number;
                                    failed: number;
                                    cancelled: number;
                                    skipped: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/firmware/download/{gatewaySn}/{firmwareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An image's bytes for the gateway whose upgrade command carries this signed URL, while that upgrade runs (ADR 0046); answers Range requests so a cut download resumes */
        get: {
            parameters: {
                query: {
                    sig: string;
                };
                header?: never;
                path: {
                    gatewaySn: string;
                    firmwareId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
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
        InverterTypeNodeInput: {
            id: string;
            name: string;
            parentId: string | null;
            children: components["schemas"]["InverterTypeNodeInput"][];
        };
        CustomerTypeNodeInput: {
            id: string;
            name: string;
            parentId: string | null;
            remark: string;
            customerCount: number;
            createdAt: string;
            children: components["schemas"]["CustomerTypeNodeInput"][];
        };
        PermissionItemInput: {
            permission: string;
            type: 0 | 1;
            name: string;
            children: components["schemas"]["PermissionItemInput"][];
        };
        InverterTypeNode: {
            id: string;
            name: string;
            parentId: string | null;
            children: components["schemas"]["InverterTypeNode"][];
        };
        CustomerTypeNode: {
            id: string;
            name: string;
            parentId: string | null;
            remark: string;
            customerCount: number;
            createdAt: string;
            children: components["schemas"]["CustomerTypeNode"][];
        };
        PermissionItem: {
            permission: string;
            type: 0 | 1;
            name: string;
            children: components["schemas"]["PermissionItem"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
