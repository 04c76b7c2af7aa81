/**
 * Generated from docs/openapi.json by openapi-typescript: do not edit.
 * After an api change: `npm run openapi -w @sunfleet/api && npm run api-types -w @sunfleet/web`.
 */
export interface paths {
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
        /** E-mail a 6-digit verification code (once per minute); a phone account's go to `email` at sign-up */
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
                                    role: "owner" | "manager" | "visitor" | "company" | "platform";
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
                                role: "owner" | "manager" | "visitor" | "company" | "platform";
                                ownerAccount: string | null;
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
                                role: "owner" | "manager" | "visitor" | "company" | "platform";
                                ownerAccount: string | null;
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
                                role: "owner" | "manager" | "visitor" | "company" | "platform";
                                ownerAccount: string | null;
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
                                role: "owner" | "manager" | "visitor" | "company" | "platform";
                                ownerAccount: string | null;
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
                                role: "owner" | "manager" | "visitor" | "company" | "platform";
                                ownerAccount: string | null;
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
                                role: "owner" | "manager" | "visitor" | "company" | "platform";
                                ownerAccount: string | null;
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
                                role: "owner" | "manager" | "visitor" | "company" | "platform";
                                ownerAccount: string | null;
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
                                all: number;
                                open: number;
                                fault: number;
                                warning: number;
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
                                all: number;
                                open: number;
                                fault: number;
                                warning: number;
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
                                all: number;
                                open: number;
                                fault: number;
                                warning: number;
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
                                deviceList: {
                                    sn: string;
                                    kind: string;
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
                                }[];
                                signal: {
                                    /** Format: date-time */
                                    at: string;
                                    rssi: number;
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
        /** Cancels a command not yet sent (307 once sent) */
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
         * Restarts gateways (comma-separated SNs): one restart command each
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
         * Restarts up to 1,000 gateways: one restart command each, all queued or none
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
         * Remote debug: sends a raw Modbus request (code, hex) to a device behind the gateway; the reply comes at GET /gate/{sn}/debug/reply
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PermissionItemInput: {
            permission: string;
            type: 0 | 1;
            name: string;
            children: components["schemas"]["PermissionItemInput"][];
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
