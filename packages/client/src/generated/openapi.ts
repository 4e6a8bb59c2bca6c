// Generated from the OpenAPI document of the default installation by scripts/generate-types.mjs
// (openapi-typescript). Do not edit: `npm run build` writes it again.
export interface paths {
    "/document/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (document)
         * @description Every record of this type the caller may access.
         */
        get: operations["documentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (document): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["documentListHead"];
        patch?: never;
        trace?: never;
    };
    "/document/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (document)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["documentView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (document): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["documentViewHead"];
        patch?: never;
        trace?: never;
    };
    "/document/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (document)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["documentListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (document): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["documentListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/document/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (document)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["documentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (document)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["documentUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/api/default/delete": {
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
         * Delete a record (document)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["documentDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/api/default/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the file (document)
         * @description The file stored with the record (uploaded in multipart part `file` with create or update), or with `version` that file version (see the versions call), under the same access rules as view. With `format=pdf`, the file as PDF: a word-processing file is converted (the PDF is kept, so the next download converts nothing), a PDF answered as it is; any other file is a 406. A file the converter cannot read is a 422; a converter that is busy, down or missing a 503 with `Retry-After`.
         */
        get: operations["documentDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Download the file (document): headers only (HEAD)
         * @description The file stored with the record (uploaded in multipart part `file` with create or update), or with `version` that file version (see the versions call), under the same access rules as view. With `format=pdf`, the file as PDF: a word-processing file is converted (the PDF is kept, so the next download converts nothing), a PDF answered as it is; any other file is a 406. A file the converter cannot read is a 422; a converter that is busy, down or missing a 503 with `Retry-After`.
         */
        head: operations["documentDownloadHead"];
        patch?: never;
        trace?: never;
    };
    "/document/api/default/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the file versions (document)
         * @description Every file the record ever had, newest first: version 1 is the first upload, the current file the highest. Each is downloaded with `download?id=…&version=…`. Same access rules as view.
         */
        get: operations["documentVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List the file versions (document): headers only (HEAD)
         * @description Every file the record ever had, newest first: version 1 is the first upload, the current file the highest. Each is downloaded with `download?id=…&version=…`. Same access rules as view.
         */
        head: operations["documentVersionsHead"];
        patch?: never;
        trace?: never;
    };
    "/document/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (document)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["documentInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (document)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["documentInfoOptions"];
        /**
         * Record info (document): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["documentInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/user/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (user)
         * @description Every record of this type the caller may access.
         */
        get: operations["userList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (user): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["userListHead"];
        patch?: never;
        trace?: never;
    };
    "/user/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (user)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["userView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (user): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["userViewHead"];
        patch?: never;
        trace?: never;
    };
    "/user/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (user)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["userListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (user): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["userListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/user/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (user)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["userCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (user)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["userUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/api/default/delete": {
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
         * Delete a record (user)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["userDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (user)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["userInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (user)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["userInfoOptions"];
        /**
         * Record info (user): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["userInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/company/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (company)
         * @description Every record of this type the caller may access.
         */
        get: operations["companyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (company): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["companyListHead"];
        patch?: never;
        trace?: never;
    };
    "/company/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (company)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["companyView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (company): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["companyViewHead"];
        patch?: never;
        trace?: never;
    };
    "/company/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (company)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["companyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (company)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["companyUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/api/default/delete": {
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
         * Delete a record (company)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["companyDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (company)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["companyInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (company)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["companyInfoOptions"];
        /**
         * Record info (company): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["companyInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/classification-code/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (classification-code)
         * @description Every record of this type the caller may access.
         */
        get: operations["classificationCodeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (classification-code): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["classificationCodeListHead"];
        patch?: never;
        trace?: never;
    };
    "/classification-code/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (classification-code)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["classificationCodeView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (classification-code): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["classificationCodeViewHead"];
        patch?: never;
        trace?: never;
    };
    "/classification-code/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (classification-code)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["classificationCodeListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (classification-code): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["classificationCodeListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/classification-code/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (classification-code)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["classificationCodeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classification-code/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (classification-code)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["classificationCodeUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classification-code/api/default/delete": {
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
         * Delete a record (classification-code)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["classificationCodeDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classification-code/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (classification-code)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["classificationCodeInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (classification-code)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["classificationCodeInfoOptions"];
        /**
         * Record info (classification-code): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["classificationCodeInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/principal/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (principal)
         * @description Every record of this type the caller may access.
         */
        get: operations["principalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (principal): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["principalListHead"];
        patch?: never;
        trace?: never;
    };
    "/principal/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (principal)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["principalView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (principal): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["principalViewHead"];
        patch?: never;
        trace?: never;
    };
    "/principal/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (principal)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["principalListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (principal): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["principalListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/principal/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (principal)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["principalCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/principal/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (principal)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["principalUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/principal/api/default/delete": {
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
         * Delete a record (principal)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["principalDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/principal/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (principal)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["principalInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (principal)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["principalInfoOptions"];
        /**
         * Record info (principal): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["principalInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/group/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (group)
         * @description Every record of this type the caller may access.
         */
        get: operations["groupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (group): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["groupListHead"];
        patch?: never;
        trace?: never;
    };
    "/group/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (group)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["groupView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (group): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["groupViewHead"];
        patch?: never;
        trace?: never;
    };
    "/group/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (group)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["groupListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (group): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["groupListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/group/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (group)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["groupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (group)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["groupUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/api/default/delete": {
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
         * Delete a record (group)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["groupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (group)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["groupInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (group)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["groupInfoOptions"];
        /**
         * Record info (group): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["groupInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/group-member/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (group-member)
         * @description Every record of this type the caller may access.
         */
        get: operations["groupMemberList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (group-member): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["groupMemberListHead"];
        patch?: never;
        trace?: never;
    };
    "/group-member/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (group-member)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["groupMemberView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (group-member): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["groupMemberViewHead"];
        patch?: never;
        trace?: never;
    };
    "/group-member/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (group-member)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["groupMemberListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (group-member): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["groupMemberListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/group-member/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (group-member)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["groupMemberCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group-member/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (group-member)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["groupMemberUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group-member/api/default/delete": {
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
         * Delete a record (group-member)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["groupMemberDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group-member/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (group-member)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["groupMemberInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (group-member)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["groupMemberInfoOptions"];
        /**
         * Record info (group-member): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["groupMemberInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/share/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (share)
         * @description Every record of this type the caller may access.
         */
        get: operations["shareList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (share): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["shareListHead"];
        patch?: never;
        trace?: never;
    };
    "/share/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (share)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["shareView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (share): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["shareViewHead"];
        patch?: never;
        trace?: never;
    };
    "/share/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (share)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["shareListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (share): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["shareListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/share/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (share)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["shareCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (share)
         * @description Changes the given fields of a record the caller may change and returns it.
         */
        post: operations["shareUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share/api/default/delete": {
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
         * Delete a record (share)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["shareDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/share/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (share)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["shareInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (share)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["shareInfoOptions"];
        /**
         * Record info (share): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["shareInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/api-key/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (api-key)
         * @description Every record of this type the caller may access.
         */
        get: operations["apiKeyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (api-key): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["apiKeyListHead"];
        patch?: never;
        trace?: never;
    };
    "/api-key/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (api-key)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["apiKeyView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (api-key): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["apiKeyViewHead"];
        patch?: never;
        trace?: never;
    };
    "/api-key/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (api-key)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["apiKeyListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (api-key): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["apiKeyListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/api-key/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (api-key)
         * @description Stores a new record in the caller’s company and returns it (201, `Location`).
         */
        post: operations["apiKeyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-key/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (api-key): not allowed
         * @description api-key records are created and deleted, never changed: POST here always answers 405, with an empty `Allow` (no method is allowed on this path).
         */
        post: operations["apiKeyUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-key/api/default/delete": {
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
         * Delete a record (api-key)
         * @description Deletes a record the caller may delete (204, empty body).
         */
        delete: operations["apiKeyDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-key/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (api-key)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["apiKeyInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (api-key)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["apiKeyInfoOptions"];
        /**
         * Record info (api-key): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["apiKeyInfoHead"];
        patch?: never;
        trace?: never;
    };
    "/audit-event/api/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get records (audit-event)
         * @description Every record of this type the caller may access.
         */
        get: operations["auditEventList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get records (audit-event): headers only (HEAD)
         * @description Every record of this type the caller may access.
         */
        head: operations["auditEventListHead"];
        patch?: never;
        trace?: never;
    };
    "/audit-event/api/default/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a record (audit-event)
         * @description The record with this id, if the caller may access it.
         */
        get: operations["auditEventView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * View a record (audit-event): headers only (HEAD)
         * @description The record with this id, if the caller may access it.
         */
        head: operations["auditEventViewHead"];
        patch?: never;
        trace?: never;
    };
    "/audit-event/api/default/list-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * list-objects (audit-event)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        get: operations["auditEventListObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * list-objects (audit-event): headers only (HEAD)
         * @description The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.
         */
        head: operations["auditEventListObjectsHead"];
        patch?: never;
        trace?: never;
    };
    "/audit-event/api/default/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a record (audit-event): not allowed
         * @description audit-event records are written by the server only: POST here always answers 405, with an empty `Allow` (no method is allowed on this path).
         */
        post: operations["auditEventCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-event/api/default/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a record (audit-event): not allowed
         * @description audit-event records are written by the server only: POST here always answers 405, with an empty `Allow` (no method is allowed on this path).
         */
        post: operations["auditEventUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-event/api/default/delete": {
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
         * Delete a record (audit-event): not allowed
         * @description audit-event records are written by the server only: DELETE here always answers 405, with an empty `Allow` (no method is allowed on this path).
         */
        delete: operations["auditEventDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-event/api/default/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record info (audit-event)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        get: operations["auditEventInfoGet"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * Record info (audit-event)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        options: operations["auditEventInfoOptions"];
        /**
         * Record info (audit-event): headers only (HEAD)
         * @description The record-type description: model and search class, field labels, expandable references.
         */
        head: operations["auditEventInfoHead"];
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The Yii2 error body. */
        Error: {
            /** @example Not Found */
            name: string;
            /** @description What was wrong and how to fix it. */
            message: string;
            /** @constant */
            code: 0;
            /** @example 404 */
            status: number;
        };
        /** @description One entry per field that failed validation (Yii2). */
        ValidationErrors: {
            field: string;
            message: string;
        }[];
        /**
         * recordgate.models.Document
         * @description A document record. The `fields` header selects which properties are present.
         */
        Document: {
            /** @description ID */
            id?: number;
            /** @description UUID */
            uuid?: string | null;
            /** @description Title */
            title?: string | null;
            /** @description Description */
            description?: string | null;
            /** @description Document date. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            document_date?: string | null;
            /** @description Company */
            company_id?: number | null;
            /** @description Classification code */
            classification_code_id?: number | null;
            /** @description Principal */
            principal_id?: number | null;
            /** @description Created by */
            created_by?: number | null;
            /** @description Updated by */
            updated_by?: number | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description Updated at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            updated_at?: string | null;
            /** @description File name */
            file_name?: string | null;
            /** @description File size */
            file_size?: number | null;
            /** @description File type */
            file_mime?: string | null;
            /** @description File SHA-256 */
            file_sha256?: string | null;
            /** @description The company record of `company_id`, present when `expand` names `company`; `null` when there is none or the caller may not read it. With `company.<field>`, only that field. */
            company?: components["schemas"]["Company"] | null;
            /** @description The classification-code record of `classification_code_id`, present when `expand` names `classificationCode`; `null` when there is none or the caller may not read it. With `classificationCode.<field>`, only that field. */
            classificationCode?: components["schemas"]["ClassificationCode"] | null;
            /** @description The principal record of `principal_id`, present when `expand` names `principal`; `null` when there is none or the caller may not read it. With `principal.<field>`, only that field. */
            principal?: components["schemas"]["Principal"] | null;
            /** @description The user record of `created_by`, present when `expand` names `createdBy`; `null` when there is none or the caller may not read it. With `createdBy.<field>`, only that field. */
            createdBy?: components["schemas"]["User"] | null;
            /** @description The user record of `updated_by`, present when `expand` names `updatedBy`; `null` when there is none or the caller may not read it. With `updatedBy.<field>`, only that field. */
            updatedBy?: components["schemas"]["User"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
            /**
             * Format: uri
             * @description URL of the download call for the attached file; present with `href: true`.
             */
            file_href?: string;
        };
        /** @description Fields of a new document. Server-owned and unknown fields are refused with 422. */
        DocumentCreate: {
            /** @description Title */
            title: string;
            /** @description Description */
            description?: string | null;
            /** @description Document date: ISO 8601 (without an offset, in the installation time zone) or a Unix timestamp. */
            document_date?: string | number | null;
            /** @description Classification code */
            classification_code_id?: number | null;
            /** @description Principal */
            principal_id?: number | null;
            /** @description `classification_code_id` by value: a string matches the classification-code’s `code`, an object matches the given fields. Only records the caller may read are candidates. */
            classificationCode?: string | {
                [key: string]: unknown;
            };
            /** @description `principal_id` by value: a string matches the principal’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            principal?: string | {
                [key: string]: unknown;
            };
        };
        /** @description Fields of a document to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        DocumentUpdate: {
            /** @description Title */
            title?: string;
            /** @description Description */
            description?: string | null;
            /** @description Document date: ISO 8601 (without an offset, in the installation time zone) or a Unix timestamp. */
            document_date?: string | number | null;
            /** @description Classification code */
            classification_code_id?: number | null;
            /** @description Principal */
            principal_id?: number | null;
            /** @description `classification_code_id` by value: a string matches the classification-code’s `code`, an object matches the given fields. Only records the caller may read are candidates. */
            classificationCode?: string | {
                [key: string]: unknown;
            };
            /** @description `principal_id` by value: a string matches the principal’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            principal?: string | {
                [key: string]: unknown;
            };
        };
        /** @description Fields of a new document. Server-owned and unknown fields are refused with 422. */
        DocumentCreateUpload: {
            /** @description Title */
            title: string;
            /** @description Description */
            description?: string | null;
            /** @description Document date: ISO 8601 (without an offset, in the installation time zone) or a Unix timestamp. */
            document_date?: string | number | null;
            /** @description Classification code */
            classification_code_id?: number | null;
            /** @description Principal */
            principal_id?: number | null;
            /** @description `classification_code_id` by value: a string matches the classification-code’s `code`, an object matches the given fields. Only records the caller may read are candidates. */
            classificationCode?: string | {
                [key: string]: unknown;
            };
            /** @description `principal_id` by value: a string matches the principal’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            principal?: string | {
                [key: string]: unknown;
            };
            /**
             * Format: binary
             * @description The file to store with the record, as binary (a multipart part named `file`); a .docx is filled when `fillPlaceholders: true`.
             */
            file?: string;
        };
        /** @description Fields of a document to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        DocumentUpdateUpload: {
            /** @description Title */
            title?: string;
            /** @description Description */
            description?: string | null;
            /** @description Document date: ISO 8601 (without an offset, in the installation time zone) or a Unix timestamp. */
            document_date?: string | number | null;
            /** @description Classification code */
            classification_code_id?: number | null;
            /** @description Principal */
            principal_id?: number | null;
            /** @description `classification_code_id` by value: a string matches the classification-code’s `code`, an object matches the given fields. Only records the caller may read are candidates. */
            classificationCode?: string | {
                [key: string]: unknown;
            };
            /** @description `principal_id` by value: a string matches the principal’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            principal?: string | {
                [key: string]: unknown;
            };
            /**
             * Format: binary
             * @description The file to store with the record, as binary (a multipart part named `file`); a .docx is filled when `fillPlaceholders: true`.
             */
            file?: string;
        };
        DocumentInfo: {
            /** @constant */
            modelClass: "recordgate.models.Document";
            /** @constant */
            searchClass: "recordgate.models.DocumentSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.User
         * @description A user record. The `fields` header selects which properties are present.
         */
        User: {
            /** @description ID */
            id?: number;
            /** @description UUID */
            uuid?: string | null;
            /** @description Username */
            username?: string | null;
            /** @description Email */
            email?: string | null;
            /** @description Name */
            name?: string | null;
            /**
             * @description Role
             * @enum {string|null}
             */
            role?: "admin" | "member" | null;
            /** @description Company */
            company_id?: number | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description Updated at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            updated_at?: string | null;
            /** @description The company record of `company_id`, present when `expand` names `company`; `null` when there is none or the caller may not read it. With `company.<field>`, only that field. */
            company?: components["schemas"]["Company"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new user. Server-owned and unknown fields are refused with 422. */
        UserCreate: {
            /** @description Username */
            username: string;
            /** @description Email */
            email?: string | null;
            /** @description Name */
            name?: string | null;
            /**
             * @description Role
             * @enum {string}
             */
            role: "admin" | "member";
        };
        /** @description Fields of a user to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        UserUpdate: {
            /** @description Username */
            username?: string;
            /** @description Email */
            email?: string | null;
            /** @description Name */
            name?: string | null;
            /**
             * @description Role
             * @enum {string}
             */
            role?: "admin" | "member";
        };
        UserInfo: {
            /** @constant */
            modelClass: "recordgate.models.User";
            /** @constant */
            searchClass: "recordgate.models.UserSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.Company
         * @description A company record. The `fields` header selects which properties are present.
         */
        Company: {
            /** @description ID */
            id?: number;
            /** @description UUID */
            uuid?: string | null;
            /** @description Name */
            name?: string | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description Updated at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            updated_at?: string | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new company. Server-owned and unknown fields are refused with 422. */
        CompanyCreate: {
            /** @description Name */
            name: string;
        };
        /** @description Fields of a company to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        CompanyUpdate: {
            /** @description Name */
            name?: string;
        };
        CompanyInfo: {
            /** @constant */
            modelClass: "recordgate.models.Company";
            /** @constant */
            searchClass: "recordgate.models.CompanySearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.ClassificationCode
         * @description A classification-code record. The `fields` header selects which properties are present.
         */
        ClassificationCode: {
            /** @description ID */
            id?: number;
            /** @description Code */
            code?: string | null;
            /** @description Name */
            name?: string | null;
            /** @description Company */
            company_id?: number | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description Updated at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            updated_at?: string | null;
            /** @description The company record of `company_id`, present when `expand` names `company`; `null` when there is none or the caller may not read it. With `company.<field>`, only that field. */
            company?: components["schemas"]["Company"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new classification-code. Server-owned and unknown fields are refused with 422. */
        ClassificationCodeCreate: {
            /** @description Code */
            code: string;
            /** @description Name */
            name: string;
        };
        /** @description Fields of a classification-code to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        ClassificationCodeUpdate: {
            /** @description Code */
            code?: string;
            /** @description Name */
            name?: string;
        };
        ClassificationCodeInfo: {
            /** @constant */
            modelClass: "recordgate.models.ClassificationCode";
            /** @constant */
            searchClass: "recordgate.models.ClassificationCodeSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.Principal
         * @description A principal record. The `fields` header selects which properties are present.
         */
        Principal: {
            /** @description ID */
            id?: number;
            /** @description Name */
            name?: string | null;
            /** @description Company */
            company_id?: number | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description Updated at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            updated_at?: string | null;
            /** @description The company record of `company_id`, present when `expand` names `company`; `null` when there is none or the caller may not read it. With `company.<field>`, only that field. */
            company?: components["schemas"]["Company"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new principal. Server-owned and unknown fields are refused with 422. */
        PrincipalCreate: {
            /** @description Name */
            name: string;
        };
        /** @description Fields of a principal to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        PrincipalUpdate: {
            /** @description Name */
            name?: string;
        };
        PrincipalInfo: {
            /** @constant */
            modelClass: "recordgate.models.Principal";
            /** @constant */
            searchClass: "recordgate.models.PrincipalSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.Group
         * @description A group record. The `fields` header selects which properties are present.
         */
        Group: {
            /** @description ID */
            id?: number;
            /** @description Name */
            name?: string | null;
            /** @description Company */
            company_id?: number | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description Updated at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            updated_at?: string | null;
            /** @description The company record of `company_id`, present when `expand` names `company`; `null` when there is none or the caller may not read it. With `company.<field>`, only that field. */
            company?: components["schemas"]["Company"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new group. Server-owned and unknown fields are refused with 422. */
        GroupCreate: {
            /** @description Name */
            name: string;
        };
        /** @description Fields of a group to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        GroupUpdate: {
            /** @description Name */
            name?: string;
        };
        GroupInfo: {
            /** @constant */
            modelClass: "recordgate.models.Group";
            /** @constant */
            searchClass: "recordgate.models.GroupSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.GroupMember
         * @description A group-member record. The `fields` header selects which properties are present.
         */
        GroupMember: {
            /** @description ID */
            id?: number;
            /** @description Group */
            group_id?: number | null;
            /** @description User */
            user_id?: number | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description The group record of `group_id`, present when `expand` names `group`; `null` when there is none or the caller may not read it. With `group.<field>`, only that field. */
            group?: components["schemas"]["Group"] | null;
            /** @description The user record of `user_id`, present when `expand` names `user`; `null` when there is none or the caller may not read it. With `user.<field>`, only that field. */
            user?: components["schemas"]["User"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new group-member. Server-owned and unknown fields are refused with 422. */
        GroupMemberCreate: {
            /** @description Group */
            group_id?: number;
            /** @description User */
            user_id?: number;
            /** @description `group_id` by value: a string matches the group’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            group?: string | {
                [key: string]: unknown;
            };
            /** @description `user_id` by value: a string matches the user’s `username`, an object matches the given fields. Only records the caller may read are candidates. */
            user?: string | {
                [key: string]: unknown;
            };
        } & ((unknown | unknown) & (unknown | unknown));
        /** @description Fields of a group-member to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        GroupMemberUpdate: {
            /** @description Group */
            group_id?: number;
            /** @description User */
            user_id?: number;
            /** @description `group_id` by value: a string matches the group’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            group?: string | {
                [key: string]: unknown;
            };
            /** @description `user_id` by value: a string matches the user’s `username`, an object matches the given fields. Only records the caller may read are candidates. */
            user?: string | {
                [key: string]: unknown;
            };
        };
        GroupMemberInfo: {
            /** @constant */
            modelClass: "recordgate.models.GroupMember";
            /** @constant */
            searchClass: "recordgate.models.GroupMemberSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.Share
         * @description A share record. The `fields` header selects which properties are present.
         */
        Share: {
            /** @description ID */
            id?: number;
            /** @description Document */
            document_id?: number | null;
            /** @description User */
            user_id?: number | null;
            /** @description Group */
            group_id?: number | null;
            /**
             * @description Permission
             * @enum {string|null}
             */
            permission?: "read" | "write" | null;
            /** @description Created by */
            created_by?: number | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description The document record of `document_id`, present when `expand` names `document`; `null` when there is none or the caller may not read it. With `document.<field>`, only that field. */
            document?: components["schemas"]["Document"] | null;
            /** @description The user record of `user_id`, present when `expand` names `user`; `null` when there is none or the caller may not read it. With `user.<field>`, only that field. */
            user?: components["schemas"]["User"] | null;
            /** @description The group record of `group_id`, present when `expand` names `group`; `null` when there is none or the caller may not read it. With `group.<field>`, only that field. */
            group?: components["schemas"]["Group"] | null;
            /** @description The user record of `created_by`, present when `expand` names `createdBy`; `null` when there is none or the caller may not read it. With `createdBy.<field>`, only that field. */
            createdBy?: components["schemas"]["User"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new share. Server-owned and unknown fields are refused with 422. */
        ShareCreate: {
            /** @description Document */
            document_id?: number;
            /** @description User */
            user_id?: number | null;
            /** @description Group */
            group_id?: number | null;
            /**
             * @description Permission
             * @enum {string}
             */
            permission: "read" | "write";
            /** @description `document_id` by value: a string matches the document’s `title`, an object matches the given fields. Only records the caller may read are candidates. */
            document?: string | {
                [key: string]: unknown;
            };
            /** @description `user_id` by value: a string matches the user’s `username`, an object matches the given fields. Only records the caller may read are candidates. */
            user?: string | {
                [key: string]: unknown;
            };
            /** @description `group_id` by value: a string matches the group’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            group?: string | {
                [key: string]: unknown;
            };
        } | unknown | unknown;
        /** @description Fields of a share to change; the others keep their values. Server-owned and unknown fields are refused with 422. */
        ShareUpdate: {
            /** @description Document */
            document_id?: number;
            /** @description User */
            user_id?: number | null;
            /** @description Group */
            group_id?: number | null;
            /**
             * @description Permission
             * @enum {string}
             */
            permission?: "read" | "write";
            /** @description `document_id` by value: a string matches the document’s `title`, an object matches the given fields. Only records the caller may read are candidates. */
            document?: string | {
                [key: string]: unknown;
            };
            /** @description `user_id` by value: a string matches the user’s `username`, an object matches the given fields. Only records the caller may read are candidates. */
            user?: string | {
                [key: string]: unknown;
            };
            /** @description `group_id` by value: a string matches the group’s `name`, an object matches the given fields. Only records the caller may read are candidates. */
            group?: string | {
                [key: string]: unknown;
            };
        };
        ShareInfo: {
            /** @constant */
            modelClass: "recordgate.models.Share";
            /** @constant */
            searchClass: "recordgate.models.ShareSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.ApiKey
         * @description A api-key record. The `fields` header selects which properties are present.
         */
        ApiKey: {
            /** @description ID */
            id?: number;
            /** @description User */
            user_id?: number | null;
            /** @description Label */
            label?: string | null;
            /** @description Prefix */
            prefix?: string | null;
            /** @description Made with key */
            parent_id?: number | null;
            /** @description Expires at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            expires_at?: string | null;
            /** @description Last used at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            last_used_at?: string | null;
            /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            created_at?: string | null;
            /** @description The user record of `user_id`, present when `expand` names `user`; `null` when there is none or the caller may not read it. With `user.<field>`, only that field. */
            user?: components["schemas"]["User"] | null;
            /** @description The api-key record of `parent_id`, present when `expand` names `parent`; `null` when there is none or the caller may not read it. With `parent.<field>`, only that field. */
            parent?: components["schemas"]["ApiKey"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        /** @description Fields of a new api-key. Server-owned and unknown fields are refused with 422. */
        ApiKeyCreate: {
            /** @description User */
            user_id?: number | null;
            /** @description Label */
            label: string;
            /** @description Expires at: ISO 8601 (without an offset, in the installation time zone) or a Unix timestamp. */
            expires_at?: string | number | null;
            /** @description `user_id` by value: a string matches the user’s `username`, an object matches the given fields. Only records the caller may read are candidates. */
            user?: string | {
                [key: string]: unknown;
            };
        };
        ApiKeyInfo: {
            /** @constant */
            modelClass: "recordgate.models.ApiKey";
            /** @constant */
            searchClass: "recordgate.models.ApiKeySearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
        /**
         * recordgate.models.AuditEvent
         * @description A audit-event record. The `fields` header selects which properties are present.
         */
        AuditEvent: {
            /** @description ID */
            id?: number;
            /** @description Event ID */
            event_id?: string | null;
            /**
             * @description Action
             * @enum {string|null}
             */
            action?: "created" | "updated" | "deleted" | "key-created" | "key-revoked" | null;
            /** @description Record type */
            record_type?: string | null;
            /** @description Record ID */
            record_id?: number | null;
            /** @description User */
            user_id?: number | null;
            /** @description API key ID */
            key_id?: number | null;
            /** @description Request ID */
            request_id?: string | null;
            /** @description Changes */
            changes?: Record<string, never> | null;
            /** @description Occurred at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
            occurred_at?: string | null;
            /** @description Company */
            company_id?: number | null;
            /** @description The user record of `user_id`, present when `expand` names `user`; `null` when there is none or the caller may not read it. With `user.<field>`, only that field. */
            user?: components["schemas"]["User"] | null;
            /** @description The company record of `company_id`, present when `expand` names `company`; `null` when there is none or the caller may not read it. With `company.<field>`, only that field. */
            company?: components["schemas"]["Company"] | null;
            /**
             * Format: uri
             * @description URL of this record’s view call; present with `href: true`.
             */
            href?: string;
        };
        AuditEventInfo: {
            /** @constant */
            modelClass: "recordgate.models.AuditEvent";
            /** @constant */
            searchClass: "recordgate.models.AuditEventSearch";
            /** @description Field name → display name in the installation’s language. */
            attributes: {
                [key: string]: string;
            };
            /** @description Reference field → `<referenceName>.*`. */
            expandable: {
                [key: string]: string;
            };
        };
    };
    responses: {
        /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
        400: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Bad Request",
                 *       "message": "A header value or query parameter is malformed or names something unknown; the message lists the valid names.",
                 *       "code": 0,
                 *       "status": 400
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
        401: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate"?: "Bearer realm=\"api\"";
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Unauthorized",
                 *       "message": "The API key is missing, malformed, invalid, expired or revoked.",
                 *       "code": 0,
                 *       "status": 401
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Forbidden: The caller may read the record but not change or delete it. */
        403: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Forbidden",
                 *       "message": "The caller may read the record but not change or delete it.",
                 *       "code": 0,
                 *       "status": 403
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
        404: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Not Found",
                 *       "message": "No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of.",
                 *       "code": 0,
                 *       "status": 404
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
        405: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Method Not Allowed",
                 *       "message": "The method is not allowed on this path; `Allow` lists the allowed ones.",
                 *       "code": 0,
                 *       "status": 405
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not Acceptable: The file cannot be answered in the `format` asked for: only word-processing files (.docx, .doc, .odt, .rtf) are converted to PDF; the message names them. */
        406: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Not Acceptable",
                 *       "message": "The file cannot be answered in the `format` asked for: only word-processing files (.docx, .doc, .odt, .rtf) are converted to PDF; the message names them.",
                 *       "code": 0,
                 *       "status": 406
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict: The change conflicts with another record (for example a unique value, or rows of another application that refer to the record deleted). */
        409: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Conflict",
                 *       "message": "The change conflicts with another record (for example a unique value, or rows of another application that refer to the record deleted).",
                 *       "code": 0,
                 *       "status": 409
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Precondition Failed: `If-Match` names no current version of the record: reload it and try again. */
        412: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Precondition Failed",
                 *       "message": "`If-Match` names no current version of the record: reload it and try again.",
                 *       "code": 0,
                 *       "status": 412
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Payload Too Large: The request body is larger than the configured limit. */
        413: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Payload Too Large",
                 *       "message": "The request body is larger than the configured limit.",
                 *       "code": 0,
                 *       "status": 413
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unsupported Media Type: The body type is not supported. */
        415: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Unsupported Media Type",
                 *       "message": "The body type is not supported.",
                 *       "code": 0,
                 *       "status": 415
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Range Not Satisfiable: No byte of the file lies in `Range`; `Content-Range: bytes *\/SIZE` tells the file’s size. */
        416: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                "Content-Range"?: string;
                "Accept-Ranges"?: "bytes";
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Range Not Satisfiable",
                 *       "message": "No byte of the file lies in `Range`; `Content-Range: bytes *\/SIZE` tells the file’s size.",
                 *       "code": 0,
                 *       "status": 416
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
        422: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example [
                 *       {
                 *         "field": "title",
                 *         "message": "Title cannot be blank."
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["ValidationErrors"] | components["schemas"]["Error"];
            };
        };
        /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
        429: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Too Many Requests",
                 *       "message": "Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds.",
                 *       "code": 0,
                 *       "status": 429
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
        500: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Internal Server Error",
                 *       "message": "An unexpected failure; the message carries the request id.",
                 *       "code": 0,
                 *       "status": 500
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
        503: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "name": "Service Unavailable",
                 *       "message": "The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds.",
                 *       "code": 0,
                 *       "status": 503
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The record’s id. */
        id: number;
        /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
        "If-None-Match": string;
        /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
        "If-Match": string;
        /** @description A file version from the versions call (1 is the first upload); without it, the current file. Not a positive integer: 400; a version the record does not have: 404. */
        version: number;
        /** @description `pdf`: the file as PDF. Word-processing files (.docx, .doc, .odt, .rtf) are converted, a PDF is answered as it is, any other file is a 406. `original` (the default): the file as stored. */
        format: "original" | "pdf";
        /** @description One byte range of the file (RFC 9110): `bytes=FIRST-LAST`, `bytes=FIRST-` or `bytes=-SUFFIX`; answered 206, or 416 when no byte of the file lies in it. Several ranges, or a malformed value, are answered 200 with the whole file. */
        Range: string;
        /** @description The `ETag` of the file a client resumes: `Range` is honoured only while the file is still that one; otherwise the whole current file is sent (200). */
        "If-Range": string;
        /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
        href: string;
        /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
        dateFormat: string;
        /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
        ignoreMissingReference: string;
        /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
        ignoreDuplicateReference: string;
        /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
        fillPlaceholders: string;
        /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
        removeUnfiledPlaceholders: string;
    };
    requestBodies: never;
    headers: {
        /** @description The id of this request (a safe incoming `X-Request-Id` is kept); quote it when reporting a problem. */
        "X-Request-Id": string;
        /** @description Requests this key may make per window (with rate limits on). */
        "X-Rate-Limit-Limit": number;
        /** @description Requests left to this key in the current window. */
        "X-Rate-Limit-Remaining": number;
        /** @description Seconds until the window starts again. */
        "X-Rate-Limit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    documentList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`. */
                sort?: string;
                /** @description Content search in `title`, `description`, the text of the record’s file: every word must occur (the last may be the start of a word), in any letter case, with or without accents, in any inflection of the installation language. Punctuation and operators are read as spaces. Without `sort`, the records whose searchable fields hold every word come first, then the others; within each, the best matches first. Text without words is ignored. */
                search?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `uuid`, each sent as `filter[uuid][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[uuid]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `title`, each sent as `filter[title][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[title]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `description`, each sent as `filter[description][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[description]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `document_date`, each sent as `filter[document_date][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[document_date]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `classification_code_id`, each sent as `filter[classification_code_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[classification_code_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `principal_id`, each sent as `filter[principal_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[principal_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_by`, each sent as `filter[created_by][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_by]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `updated_by`, each sent as `filter[updated_by][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_by]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `file_name`, each sent as `filter[file_name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `file_size`, each sent as `filter[file_size][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_size]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `file_mime`, each sent as `filter[file_mime][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_mime]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `file_sha256`, each sent as `filter[file_sha256][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_sha256]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For document: `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*,classificationCode.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For document: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`.
                 * @example id,uuid,title
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For document: `document_date`, `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`. */
                sort?: string;
                /** @description Content search in `title`, `description`, the text of the record’s file: every word must occur (the last may be the start of a word), in any letter case, with or without accents, in any inflection of the installation language. Punctuation and operators are read as spaces. Without `sort`, the records whose searchable fields hold every word come first, then the others; within each, the best matches first. Text without words is ignored. */
                search?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `uuid`, each sent as `filter[uuid][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[uuid]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `title`, each sent as `filter[title][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[title]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `description`, each sent as `filter[description][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[description]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `document_date`, each sent as `filter[document_date][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[document_date]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `classification_code_id`, each sent as `filter[classification_code_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[classification_code_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `principal_id`, each sent as `filter[principal_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[principal_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_by`, each sent as `filter[created_by][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_by]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `updated_by`, each sent as `filter[updated_by][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_by]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `file_name`, each sent as `filter[file_name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `file_size`, each sent as `filter[file_size][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_size]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `file_mime`, each sent as `filter[file_mime][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_mime]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `file_sha256`, each sent as `filter[file_sha256][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[file_sha256]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For document: `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*,classificationCode.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For document: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`.
                 * @example id,uuid,title
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For document: `document_date`, `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For document: `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*,classificationCode.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For document: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`.
                 * @example id,uuid,title
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For document: `document_date`, `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For document: `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*,classificationCode.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For document: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`.
                 * @example id,uuid,title
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For document: `document_date`, `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company" | "classification_code_id" | "classificationCode" | "principal_id" | "principal" | "created_by" | "createdBy" | "updated_by" | "updatedBy";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. With `attribute` `classificationCode`, `classification_code_id` (a classification-code): `company.*`. With `attribute` `principal`, `principal_id` (a principal): `company.*`. With `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by` (a user): `company.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. With `attribute` `classificationCode`, `classification_code_id` (a classification-code): `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`. With `attribute` `principal`, `principal_id` (a principal): `id`, `name`, `company_id`, `created_at`, `updated_at`. With `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. With `attribute` `classificationCode`, `classification_code_id` (a classification-code): `created_at`, `updated_at`. With `attribute` `principal`, `principal_id` (a principal): `created_at`, `updated_at`. With `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by` (a user): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`; a classification-code for `attribute` `classificationCode`, `classification_code_id`; a principal for `attribute` `principal`, `principal_id`; a user for `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"] | components["schemas"]["ClassificationCode"] | components["schemas"]["Principal"] | components["schemas"]["User"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company" | "classification_code_id" | "classificationCode" | "principal_id" | "principal" | "created_by" | "createdBy" | "updated_by" | "updatedBy";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. With `attribute` `classificationCode`, `classification_code_id` (a classification-code): `company.*`. With `attribute` `principal`, `principal_id` (a principal): `company.*`. With `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by` (a user): `company.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. With `attribute` `classificationCode`, `classification_code_id` (a classification-code): `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`. With `attribute` `principal`, `principal_id` (a principal): `id`, `name`, `company_id`, `created_at`, `updated_at`. With `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. With `attribute` `classificationCode`, `classification_code_id` (a classification-code): `created_at`, `updated_at`. With `attribute` `principal`, `principal_id` (a principal): `created_at`, `updated_at`. With `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by` (a user): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`; a classification-code for `attribute` `classificationCode`, `classification_code_id`; a principal for `attribute` `principal`, `principal_id`; a user for `attribute` `createdBy`, `created_by`, `updatedBy`, `updated_by`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For document: `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*,classificationCode.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For document: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`.
                 * @example id,uuid,title
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For document: `document_date`, `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Example title"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["DocumentCreate"];
                "multipart/form-data": components["schemas"]["DocumentCreateUpload"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For document: `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*,classificationCode.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For document: `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`.
                 * @example id,uuid,title
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For document: `document_date`, `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["DocumentUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["DocumentUpdate"];
                "multipart/form-data": components["schemas"]["DocumentUpdateUpload"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentDownload: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description A file version from the versions call (1 is the first upload); without it, the current file. Not a positive integer: 400; a version the record does not have: 404. */
                version?: components["parameters"]["version"];
                /** @description `pdf`: the file as PDF. Word-processing files (.docx, .doc, .odt, .rtf) are converted, a PDF is answered as it is, any other file is a 406. `original` (the default): the file as stored. */
                format?: components["parameters"]["format"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description One byte range of the file (RFC 9110): `bytes=FIRST-LAST`, `bytes=FIRST-` or `bytes=-SUFFIX`; answered 206, or 416 when no byte of the file lies in it. Several ranges, or a malformed value, are answered 200 with the whole file. */
                Range?: components["parameters"]["Range"];
                /** @description The `ETag` of the file a client resumes: `Range` is honoured only while the file is still that one; otherwise the whole current file is sent (200). */
                "If-Range"?: components["parameters"]["If-Range"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored file, with the media type it was stored with; with `format=pdf`, the PDF (`application/pdf`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name); for `format=pdf`, with the extension replaced by `.pdf`. */
                    "Content-Disposition"?: string;
                    /** @description Always `bytes`: `Range` may ask for a part of the file. */
                    "Accept-Ranges"?: "bytes";
                    /** @description The file’s SHA-256 (for a converted PDF, with the converter’s name after a dot), as a strong entity tag; `If-Range` takes it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description The bytes of the file that `Range` asks for (one range; several are answered 200 with the whole file). */
            206: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description `bytes FIRST-LAST/SIZE`: the bytes sent and the size of the whole file. */
                    "Content-Range"?: string;
                    /** @description attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name); for `format=pdf`, with the extension replaced by `.pdf`. */
                    "Content-Disposition"?: string;
                    /** @description Always `bytes`: `Range` may ask for a part of the file. */
                    "Accept-Ranges"?: "bytes";
                    /** @description The file’s SHA-256 (for a converted PDF, with the converter’s name after a dot), as a strong entity tag; `If-Range` takes it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description `If-None-Match` names the current file; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            406: components["responses"]["406"];
            416: components["responses"]["416"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentDownloadHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description A file version from the versions call (1 is the first upload); without it, the current file. Not a positive integer: 400; a version the record does not have: 404. */
                version?: components["parameters"]["version"];
                /** @description `pdf`: the file as PDF. Word-processing files (.docx, .doc, .odt, .rtf) are converted, a PDF is answered as it is, any other file is a 406. `original` (the default): the file as stored. */
                format?: components["parameters"]["format"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description One byte range of the file (RFC 9110): `bytes=FIRST-LAST`, `bytes=FIRST-` or `bytes=-SUFFIX`; answered 206, or 416 when no byte of the file lies in it. Several ranges, or a malformed value, are answered 200 with the whole file. */
                Range?: components["parameters"]["Range"];
                /** @description The `ETag` of the file a client resumes: `Range` is honoured only while the file is still that one; otherwise the whole current file is sent (200). */
                "If-Range"?: components["parameters"]["If-Range"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored file, with the media type it was stored with; with `format=pdf`, the PDF (`application/pdf`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name); for `format=pdf`, with the extension replaced by `.pdf`. */
                    "Content-Disposition"?: string;
                    /** @description Always `bytes`: `Range` may ask for a part of the file. */
                    "Accept-Ranges"?: "bytes";
                    /** @description The file’s SHA-256 (for a converted PDF, with the converter’s name after a dot), as a strong entity tag; `If-Range` takes it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The bytes of the file that `Range` asks for (one range; several are answered 200 with the whole file). */
            206: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description `bytes FIRST-LAST/SIZE`: the bytes sent and the size of the whole file. */
                    "Content-Range"?: string;
                    /** @description attachment with the file’s name (ASCII fallback plus RFC 5987 UTF-8 name); for `format=pdf`, with the extension replaced by `.pdf`. */
                    "Content-Disposition"?: string;
                    /** @description Always `bytes`: `Range` may ask for a part of the file. */
                    "Accept-Ranges"?: "bytes";
                    /** @description The file’s SHA-256 (for a converted PDF, with the converter’s name after a dot), as a strong entity tag; `If-Range` takes it. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the current file; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Acceptable: The file cannot be answered in the `format` asked for: only word-processing files (.docx, .doc, .odt, .rtf) are converted to PDF; the message names them. */
            406: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Range Not Satisfiable: No byte of the file lies in `Range`; `Content-Range: bytes *\/SIZE` tells the file’s size. */
            416: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Content-Range"?: string;
                    "Accept-Ranges"?: "bytes";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentVersions: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For file-version: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For file-version: `version`, `file_name`, `file_size`, `file_mime`, `file_sha256`, `created_at`, `created_by`.
                 * @example version,file_name,file_size
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For file-version: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record’s file versions, newest first (empty when it never had a file). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Version */
                        version?: number;
                        /** @description File name */
                        file_name?: string | null;
                        /** @description File size */
                        file_size?: number | null;
                        /** @description File type */
                        file_mime?: string | null;
                        /** @description File SHA-256 */
                        file_sha256?: string | null;
                        /** @description Created at. Rendered through `dateFormat` (default `php:d.m.Y H:i:s`), or ISO 8601 in UTC when `dateFields` leaves it out. */
                        created_at?: string | null;
                        /** @description Created by */
                        created_by?: number | null;
                        /**
                         * Format: uri
                         * @description URL of the download call for this version; present with `href: true`.
                         */
                        file_href?: string;
                    }[];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentVersionsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For file-version: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For file-version: `version`, `file_name`, `file_size`, `file_mime`, `file_sha256`, `created_at`, `created_by`.
                 * @example version,file_name,file_size
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For file-version: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record’s file versions, newest first (empty when it never had a file). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Document",
                     *       "searchClass": "recordgate.models.DocumentSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "uuid": "UUID",
                     *         "title": "Title",
                     *         "description": "Description",
                     *         "document_date": "Document date",
                     *         "company_id": "Company",
                     *         "classification_code_id": "Classification code",
                     *         "principal_id": "Principal",
                     *         "created_by": "Created by",
                     *         "updated_by": "Updated by",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at",
                     *         "file_name": "File name",
                     *         "file_size": "File size",
                     *         "file_mime": "File type",
                     *         "file_sha256": "File SHA-256"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*",
                     *         "classification_code_id": "classificationCode.*",
                     *         "principal_id": "principal.*",
                     *         "created_by": "createdBy.*",
                     *         "updated_by": "updatedBy.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Document",
                     *       "searchClass": "recordgate.models.DocumentSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "uuid": "UUID",
                     *         "title": "Title",
                     *         "description": "Description",
                     *         "document_date": "Document date",
                     *         "company_id": "Company",
                     *         "classification_code_id": "Classification code",
                     *         "principal_id": "Principal",
                     *         "created_by": "Created by",
                     *         "updated_by": "Updated by",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at",
                     *         "file_name": "File name",
                     *         "file_size": "File size",
                     *         "file_mime": "File type",
                     *         "file_sha256": "File SHA-256"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*",
                     *         "classification_code_id": "classificationCode.*",
                     *         "principal_id": "principal.*",
                     *         "created_by": "createdBy.*",
                     *         "updated_by": "updatedBy.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    documentInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `uuid`, each sent as `filter[uuid][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[uuid]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `username`, each sent as `filter[username][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[username]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `email`, each sent as `filter[email][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[email]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `role`, each sent as `filter[role][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[role]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For user: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For user: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`.
                 * @example id,uuid,username
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For user: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `uuid`, each sent as `filter[uuid][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[uuid]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `username`, each sent as `filter[username][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[username]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `email`, each sent as `filter[email][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[email]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `role`, each sent as `filter[role][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[role]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For user: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For user: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`.
                 * @example id,uuid,username
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For user: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For user: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For user: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`.
                 * @example id,uuid,username
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For user: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For user: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For user: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`.
                 * @example id,uuid,username
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For user: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For user: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For user: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`.
                 * @example id,uuid,username
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For user: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "Example username",
                 *       "role": "admin"
                 *     }
                 */
                "application/json": components["schemas"]["UserCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["UserCreate"];
                "multipart/form-data": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For user: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For user: `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`.
                 * @example id,uuid,username
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For user: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["UserUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["UserUpdate"];
                "multipart/form-data": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.User",
                     *       "searchClass": "recordgate.models.UserSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "uuid": "UUID",
                     *         "username": "Username",
                     *         "email": "Email",
                     *         "name": "Name",
                     *         "role": "Role",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.User",
                     *       "searchClass": "recordgate.models.UserSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "uuid": "UUID",
                     *         "username": "Username",
                     *         "email": "Email",
                     *         "name": "Name",
                     *         "role": "Role",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    userInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `uuid`, each sent as `filter[uuid][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[uuid]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For company: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For company: `id`, `uuid`, `name`, `created_at`, `updated_at`.
                 * @example id,uuid,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For company: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    companyListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `uuid`, each sent as `filter[uuid][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[uuid]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For company: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For company: `id`, `uuid`, `name`, `created_at`, `updated_at`.
                 * @example id,uuid,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For company: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For company: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For company: `id`, `uuid`, `name`, `created_at`, `updated_at`.
                 * @example id,uuid,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For company: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    companyViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For company: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For company: `id`, `uuid`, `name`, `created_at`, `updated_at`.
                 * @example id,uuid,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For company: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For company: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For company: `id`, `uuid`, `name`, `created_at`, `updated_at`.
                 * @example id,uuid,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For company: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example name"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["CompanyCreate"];
                "multipart/form-data": components["schemas"]["CompanyCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    companyUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For company: none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For company: `id`, `uuid`, `name`, `created_at`, `updated_at`.
                 * @example id,uuid,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For company: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["CompanyUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["CompanyUpdate"];
                "multipart/form-data": components["schemas"]["CompanyUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    companyDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    companyInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Company",
                     *       "searchClass": "recordgate.models.CompanySearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "uuid": "UUID",
                     *         "name": "Name",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {}
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    companyInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Company",
                     *       "searchClass": "recordgate.models.CompanySearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "uuid": "UUID",
                     *         "name": "Name",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {}
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    companyInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    classificationCodeList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `code`, each sent as `filter[code][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[code]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For classification-code: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For classification-code: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,code,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For classification-code: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationCode"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `code`, each sent as `filter[code][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[code]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For classification-code: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For classification-code: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,code,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For classification-code: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    classificationCodeView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For classification-code: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For classification-code: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,code,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For classification-code: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationCode"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For classification-code: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For classification-code: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,code,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For classification-code: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    classificationCodeListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    classificationCodeCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For classification-code: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For classification-code: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,code,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For classification-code: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "Example code",
                 *       "name": "Example name"
                 *     }
                 */
                "application/json": components["schemas"]["ClassificationCodeCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["ClassificationCodeCreate"];
                "multipart/form-data": components["schemas"]["ClassificationCodeCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationCode"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For classification-code: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For classification-code: `id`, `code`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,code,name
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For classification-code: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ClassificationCodeUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["ClassificationCodeUpdate"];
                "multipart/form-data": components["schemas"]["ClassificationCodeUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationCode"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.ClassificationCode",
                     *       "searchClass": "recordgate.models.ClassificationCodeSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "code": "Code",
                     *         "name": "Name",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ClassificationCodeInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.ClassificationCode",
                     *       "searchClass": "recordgate.models.ClassificationCodeSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "code": "Code",
                     *         "name": "Name",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ClassificationCodeInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    classificationCodeInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    principalList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `name`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For principal: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For principal: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For principal: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Principal"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `name`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For principal: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For principal: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For principal: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    principalView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For principal: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For principal: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For principal: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Principal"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For principal: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For principal: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For principal: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    principalListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    principalCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For principal: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For principal: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For principal: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example name"
                 *     }
                 */
                "application/json": components["schemas"]["PrincipalCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["PrincipalCreate"];
                "multipart/form-data": components["schemas"]["PrincipalCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Principal"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For principal: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For principal: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For principal: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["PrincipalUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["PrincipalUpdate"];
                "multipart/form-data": components["schemas"]["PrincipalUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Principal"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Principal",
                     *       "searchClass": "recordgate.models.PrincipalSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "name": "Name",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PrincipalInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Principal",
                     *       "searchClass": "recordgate.models.PrincipalSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "name": "Name",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PrincipalInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    principalInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `name`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `name`, `company_id`, `created_at`, `updated_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `name`, each sent as `filter[name][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[name]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `updated_at`, each sent as `filter[updated_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[updated_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Example name"
                 *     }
                 */
                "application/json": components["schemas"]["GroupCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["GroupCreate"];
                "multipart/form-data": components["schemas"]["GroupCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group: `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group: `id`, `name`, `company_id`, `created_at`, `updated_at`.
                 * @example id,name,company_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group: `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["GroupUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["GroupUpdate"];
                "multipart/form-data": components["schemas"]["GroupUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Group",
                     *       "searchClass": "recordgate.models.GroupSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "name": "Name",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GroupInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Group",
                     *       "searchClass": "recordgate.models.GroupSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "name": "Name",
                     *         "company_id": "Company",
                     *         "created_at": "Created at",
                     *         "updated_at": "Updated at"
                     *       },
                     *       "expandable": {
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GroupInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `group_id`, `user_id`, `created_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `group_id`, each sent as `filter[group_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[group_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group-member: `group.*`, `user.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example group.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group-member: `id`, `group_id`, `user_id`, `created_at`.
                 * @example id,group_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group-member: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMember"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `group_id`, `user_id`, `created_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `group_id`, each sent as `filter[group_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[group_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group-member: `group.*`, `user.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example group.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group-member: `id`, `group_id`, `user_id`, `created_at`.
                 * @example id,group_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group-member: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group-member: `group.*`, `user.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example group.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group-member: `id`, `group_id`, `user_id`, `created_at`.
                 * @example id,group_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group-member: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMember"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group-member: `group.*`, `user.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example group.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group-member: `id`, `group_id`, `user_id`, `created_at`.
                 * @example id,group_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group-member: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "group_id" | "group" | "user_id" | "user";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `group`, `group_id` (a group): `company.*`. With `attribute` `user`, `user_id` (a user): `company.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `group`, `group_id` (a group): `id`, `name`, `company_id`, `created_at`, `updated_at`. With `attribute` `user`, `user_id` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `group`, `group_id` (a group): `created_at`, `updated_at`. With `attribute` `user`, `user_id` (a user): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a group for `attribute` `group`, `group_id`; a user for `attribute` `user`, `user_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"] | components["schemas"]["User"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "group_id" | "group" | "user_id" | "user";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `group`, `group_id` (a group): `company.*`. With `attribute` `user`, `user_id` (a user): `company.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `group`, `group_id` (a group): `id`, `name`, `company_id`, `created_at`, `updated_at`. With `attribute` `user`, `user_id` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `group`, `group_id` (a group): `created_at`, `updated_at`. With `attribute` `user`, `user_id` (a user): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a group for `attribute` `group`, `group_id`; a user for `attribute` `user`, `user_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group-member: `group.*`, `user.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example group.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group-member: `id`, `group_id`, `user_id`, `created_at`.
                 * @example id,group_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group-member: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "group_id": 1,
                 *       "user_id": 1
                 *     }
                 */
                "application/json": components["schemas"]["GroupMemberCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["GroupMemberCreate"];
                "multipart/form-data": components["schemas"]["GroupMemberCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMember"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For group-member: `group.*`, `user.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example group.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For group-member: `id`, `group_id`, `user_id`, `created_at`.
                 * @example id,group_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For group-member: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["GroupMemberUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["GroupMemberUpdate"];
                "multipart/form-data": components["schemas"]["GroupMemberUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMember"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.GroupMember",
                     *       "searchClass": "recordgate.models.GroupMemberSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "group_id": "Group",
                     *         "user_id": "User",
                     *         "created_at": "Created at"
                     *       },
                     *       "expandable": {
                     *         "group_id": "group.*",
                     *         "user_id": "user.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GroupMemberInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.GroupMember",
                     *       "searchClass": "recordgate.models.GroupMemberSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "group_id": "Group",
                     *         "user_id": "User",
                     *         "created_at": "Created at"
                     *       },
                     *       "expandable": {
                     *         "group_id": "group.*",
                     *         "user_id": "user.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GroupMemberInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    groupMemberInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shareList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `document_id`, each sent as `filter[document_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[document_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `group_id`, each sent as `filter[group_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[group_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `permission`, each sent as `filter[permission][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[permission]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `created_by`, each sent as `filter[created_by][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_by]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For share: `document.*`, `user.*`, `group.*`, `createdBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example document.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For share: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`.
                 * @example id,document_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For share: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Share"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `document_id`, each sent as `filter[document_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[document_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `group_id`, each sent as `filter[group_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[group_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `permission`, each sent as `filter[permission][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[permission]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `created_by`, each sent as `filter[created_by][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_by]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For share: `document.*`, `user.*`, `group.*`, `createdBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example document.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For share: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`.
                 * @example id,document_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For share: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shareView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For share: `document.*`, `user.*`, `group.*`, `createdBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example document.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For share: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`.
                 * @example id,document_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For share: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Share"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For share: `document.*`, `user.*`, `group.*`, `createdBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example document.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For share: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`.
                 * @example id,document_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For share: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shareListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "document_id" | "document" | "user_id" | "user" | "group_id" | "group" | "created_by" | "createdBy";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `document`, `document_id` (a document): `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. With `attribute` `user`, `user_id`, `createdBy`, `created_by` (a user): `company.*`. With `attribute` `group`, `group_id` (a group): `company.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `document`, `document_id` (a document): `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`. With `attribute` `user`, `user_id`, `createdBy`, `created_by` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. With `attribute` `group`, `group_id` (a group): `id`, `name`, `company_id`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `document`, `document_id` (a document): `document_date`, `created_at`, `updated_at`. With `attribute` `user`, `user_id`, `createdBy`, `created_by` (a user): `created_at`, `updated_at`. With `attribute` `group`, `group_id` (a group): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a document for `attribute` `document`, `document_id`; a user for `attribute` `user`, `user_id`, `createdBy`, `created_by`; a group for `attribute` `group`, `group_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"] | components["schemas"]["User"] | components["schemas"]["Group"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "document_id" | "document" | "user_id" | "user" | "group_id" | "group" | "created_by" | "createdBy";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `document`, `document_id` (a document): `company.*`, `classificationCode.*`, `principal.*`, `createdBy.*`, `updatedBy.*`. With `attribute` `user`, `user_id`, `createdBy`, `created_by` (a user): `company.*`. With `attribute` `group`, `group_id` (a group): `company.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `document`, `document_id` (a document): `id`, `uuid`, `title`, `description`, `document_date`, `company_id`, `classification_code_id`, `principal_id`, `created_by`, `updated_by`, `created_at`, `updated_at`, `file_name`, `file_size`, `file_mime`, `file_sha256`. With `attribute` `user`, `user_id`, `createdBy`, `created_by` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. With `attribute` `group`, `group_id` (a group): `id`, `name`, `company_id`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `document`, `document_id` (a document): `document_date`, `created_at`, `updated_at`. With `attribute` `user`, `user_id`, `createdBy`, `created_by` (a user): `created_at`, `updated_at`. With `attribute` `group`, `group_id` (a group): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a document for `attribute` `document`, `document_id`; a user for `attribute` `user`, `user_id`, `createdBy`, `created_by`; a group for `attribute` `group`, `group_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shareCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For share: `document.*`, `user.*`, `group.*`, `createdBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example document.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For share: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`.
                 * @example id,document_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For share: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document_id": 1,
                 *       "permission": "read"
                 *     }
                 */
                "application/json": components["schemas"]["ShareCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["ShareCreate"];
                "multipart/form-data": components["schemas"]["ShareCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Share"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareUpdate: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For share: `document.*`, `user.*`, `group.*`, `createdBy.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example document.*,user.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For share: `id`, `document_id`, `user_id`, `group_id`, `permission`, `created_by`, `created_at`.
                 * @example id,document_id,user_id
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For share: `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ShareUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["ShareUpdate"];
                "multipart/form-data": components["schemas"]["ShareUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Share"];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Share",
                     *       "searchClass": "recordgate.models.ShareSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "document_id": "Document",
                     *         "user_id": "User",
                     *         "group_id": "Group",
                     *         "permission": "Permission",
                     *         "created_by": "Created by",
                     *         "created_at": "Created at"
                     *       },
                     *       "expandable": {
                     *         "document_id": "document.*",
                     *         "user_id": "user.*",
                     *         "group_id": "group.*",
                     *         "created_by": "createdBy.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ShareInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.Share",
                     *       "searchClass": "recordgate.models.ShareSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "document_id": "Document",
                     *         "user_id": "User",
                     *         "group_id": "Group",
                     *         "permission": "Permission",
                     *         "created_by": "Created by",
                     *         "created_at": "Created at"
                     *       },
                     *       "expandable": {
                     *         "document_id": "document.*",
                     *         "user_id": "user.*",
                     *         "group_id": "group.*",
                     *         "created_by": "createdBy.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ShareInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    shareInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    apiKeyList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `label`, each sent as `filter[label][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[label]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `prefix`, each sent as `filter[prefix][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[prefix]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `parent_id`, each sent as `filter[parent_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[parent_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `expires_at`, each sent as `filter[expires_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[expires_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `last_used_at`, each sent as `filter[last_used_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[last_used_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For api-key: `user.*`, `parent.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,parent.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For api-key: `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`.
                 * @example id,user_id,label
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For api-key: `expires_at`, `last_used_at`, `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `label`, each sent as `filter[label][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[label]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `prefix`, each sent as `filter[prefix][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[prefix]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `parent_id`, each sent as `filter[parent_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[parent_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `expires_at`, each sent as `filter[expires_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[expires_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `last_used_at`, each sent as `filter[last_used_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[last_used_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `created_at`, each sent as `filter[created_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[created_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For api-key: `user.*`, `parent.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,parent.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For api-key: `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`.
                 * @example id,user_id,label
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For api-key: `expires_at`, `last_used_at`, `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    apiKeyView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For api-key: `user.*`, `parent.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,parent.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For api-key: `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`.
                 * @example id,user_id,label
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For api-key: `expires_at`, `last_used_at`, `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For api-key: `user.*`, `parent.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,parent.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For api-key: `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`.
                 * @example id,user_id,label
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For api-key: `expires_at`, `last_used_at`, `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    apiKeyListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "user_id" | "user" | "parent_id" | "parent";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `company.*`. With `attribute` `parent`, `parent_id` (a api-key): `user.*`, `parent.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. With `attribute` `parent`, `parent_id` (a api-key): `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `created_at`, `updated_at`. With `attribute` `parent`, `parent_id` (a api-key): `expires_at`, `last_used_at`, `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a user for `attribute` `user`, `user_id`; a api-key for `attribute` `parent`, `parent_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"] | components["schemas"]["ApiKey"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "user_id" | "user" | "parent_id" | "parent";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `company.*`. With `attribute` `parent`, `parent_id` (a api-key): `user.*`, `parent.*`. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. With `attribute` `parent`, `parent_id` (a api-key): `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `created_at`, `updated_at`. With `attribute` `parent`, `parent_id` (a api-key): `expires_at`, `last_used_at`, `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a user for `attribute` `user`, `user_id`; a api-key for `attribute` `parent`, `parent_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    apiKeyCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For api-key: `user.*`, `parent.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,parent.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For api-key: `id`, `user_id`, `label`, `prefix`, `parent_id`, `expires_at`, `last_used_at`, `created_at`.
                 * @example id,user_id,label
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For api-key: `expires_at`, `last_used_at`, `created_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
                /** @description Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreMissingReference?: components["parameters"]["ignoreMissingReference"];
                /** @description Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422. Also `1` or `0`, in any letter case; anything else is 400. */
                ignoreDuplicateReference?: components["parameters"]["ignoreDuplicateReference"];
                /** @description When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written. Also `1` or `0`, in any letter case; anything else is 400. */
                fillPlaceholders?: components["parameters"]["fillPlaceholders"];
                /** @description When a .docx file is uploaded, hide the placeholder tags that could not be filled. Also `1` or `0`, in any letter case; anything else is 400. */
                removeUnfiledPlaceholders?: components["parameters"]["removeUnfiledPlaceholders"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The record’s writable fields. A reference may also be given by value under its reference name (reference-based field setting). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Example label"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreate"];
                "application/x-www-form-urlencoded": components["schemas"]["ApiKeyCreate"];
                "multipart/form-data": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The new record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description URL of the view call of the new record. */
                    Location?: string;
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"] & {
                        /** @description Generated by the server: shown in this answer once and never again. Keep it. */
                        key: string;
                    };
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            413: components["responses"]["413"];
            415: components["responses"]["415"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["401"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyDelete: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the body is empty. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            403: components["responses"]["403"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            409: components["responses"]["409"];
            412: components["responses"]["412"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.ApiKey",
                     *       "searchClass": "recordgate.models.ApiKeySearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "user_id": "User",
                     *         "label": "Label",
                     *         "prefix": "Prefix",
                     *         "parent_id": "Made with key",
                     *         "expires_at": "Expires at",
                     *         "last_used_at": "Last used at",
                     *         "created_at": "Created at"
                     *       },
                     *       "expandable": {
                     *         "user_id": "user.*",
                     *         "parent_id": "parent.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.ApiKey",
                     *       "searchClass": "recordgate.models.ApiKeySearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "user_id": "User",
                     *         "label": "Label",
                     *         "prefix": "Prefix",
                     *         "parent_id": "Made with key",
                     *         "expires_at": "Expires at",
                     *         "last_used_at": "Last used at",
                     *         "created_at": "Created at"
                     *       },
                     *       "expandable": {
                     *         "user_id": "user.*",
                     *         "parent_id": "parent.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    apiKeyInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    auditEventList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `event_id`, `action`, `record_type`, `record_id`, `user_id`, `key_id`, `request_id`, `changes`, `occurred_at`, `company_id`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `event_id`, each sent as `filter[event_id][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[event_id]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `action`, each sent as `filter[action][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[action]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `record_type`, each sent as `filter[record_type][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[record_type]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `record_id`, each sent as `filter[record_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[record_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `key_id`, each sent as `filter[key_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[key_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `request_id`, each sent as `filter[request_id][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[request_id]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `occurred_at`, each sent as `filter[occurred_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[occurred_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For audit-event: `user.*`, `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For audit-event: `id`, `event_id`, `action`, `record_type`, `record_id`, `user_id`, `key_id`, `request_id`, `changes`, `occurred_at`, `company_id`.
                 * @example id,event_id,action
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For audit-event: `occurred_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEvent"][];
                };
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            422: components["responses"]["422"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventListHead: {
        parameters: {
            query?: {
                /** @description Page number, from 1. Without `page` and `per-page` the whole list is returned. */
                page?: number;
                /** @description Records per page (default 20 when only `page` is given). Any whole number: below 1 is read as 1, above the configured maximum (100 by default) as that maximum; `X-Pagination-Per-Page` answers the size used. */
                "per-page"?: number;
                /** @description Comma-separated fields, `-` for descending (`-created_at,title`). Fields: `id`, `event_id`, `action`, `record_type`, `record_id`, `user_id`, `key_id`, `request_id`, `changes`, `occurred_at`, `company_id`. */
                sort?: string;
                /** @description Yii2 DataFilter as a JSON object, URL-encoded: `filter={"title":{"like":"report"}}`, `{"or":[{"created_by":3},{"created_at":{"gte":"2026-01-01"}}]}`. A field takes a value (meaning `eq`) or an object of operators: eq, neq, lt, gt, lte, gte, in, nin (a list), like; and, or, not combine conditions. The same structure can be sent as bracketed parameters instead (`filter[title][like]=report`, `filter[or][0][created_by]=3`), documented per field as `filter[<field>]`; a request uses one form. An invalid filter is 422. Example: `{"id":{"neq":null}}`. */
                filter?: string;
                /**
                 * @description Conditions on `id`, each sent as `filter[id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `event_id`, each sent as `filter[event_id][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[event_id]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `action`, each sent as `filter[action][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[action]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `record_type`, each sent as `filter[record_type][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[record_type]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `record_id`, each sent as `filter[record_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[record_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `user_id`, each sent as `filter[user_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[user_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `key_id`, each sent as `filter[key_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[key_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
                /**
                 * @description Conditions on `request_id`, each sent as `filter[request_id][<operator>]=<value>` (eq, neq, like); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[request_id]"?: {
                    eq?: string;
                    neq?: string;
                    like?: string;
                };
                /**
                 * @description Conditions on `occurred_at`, each sent as `filter[occurred_at][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[occurred_at]"?: {
                    eq?: string;
                    neq?: string;
                    lt?: string;
                    gt?: string;
                    lte?: string;
                    gte?: string;
                };
                /**
                 * @description Conditions on `company_id`, each sent as `filter[company_id][<operator>]=<value>` (eq, neq, lt, gt, lte, gte); several are combined with "and". `NULL` stands for no value with eq and neq.
                 * @example {}
                 */
                "filter[company_id]"?: {
                    eq?: number | string;
                    neq?: number | string;
                    lt?: number | string;
                    gt?: number | string;
                    lte?: number | string;
                    gte?: number | string;
                };
            };
            header?: {
                /** @description Preferences (RFC 7240), comma-separated. `count=none` skips counting the whole list (no `X-Pagination-Total-Count` or page count), the costly part of a large list; `count=exact` counts it, which is also what happens without `Prefer`. Either is answered with `Preference-Applied`; other preferences are ignored. */
                Prefer?: string;
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For audit-event: `user.*`, `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For audit-event: `id`, `event_id`, `action`, `record_type`, `record_id`, `user_id`, `key_id`, `request_id`, `changes`, `occurred_at`, `company_id`.
                 * @example id,event_id,action
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For audit-event: `occurred_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every record of the type that the caller may access. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The number of records in the list. */
                    "X-Pagination-Total-Count"?: number;
                    "X-Pagination-Page-Count"?: number;
                    "X-Pagination-Current-Page"?: number;
                    "X-Pagination-Per-Page"?: number;
                    /** @description With paging: URLs of the self, first, last, prev and next pages. */
                    Link?: string;
                    /** @description The count preference of the request’s `Prefer` that was followed: `count=none` or `count=exact`. */
                    "Preference-Applied"?: "count=none" | "count=exact";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Data Validation Failed: Validation failed; on download with `format=pdf`, the converter cannot read the file (damaged, password-protected, not what its name says). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    auditEventView: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For audit-event: `user.*`, `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For audit-event: `id`, `event_id`, `action`, `record_type`, `record_id`, `user_id`, `key_id`, `request_id`, `changes`, `occurred_at`, `company_id`.
                 * @example id,event_id,action
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For audit-event: `occurred_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEvent"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventViewHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /**
                 * @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). For audit-event: `user.*`, `company.*`. Only records the caller may read are embedded; others appear as `null`.
                 * @example user.*,company.*
                 */
                expand?: string;
                /**
                 * @description Comma-separated fields the response contains. For audit-event: `id`, `event_id`, `action`, `record_type`, `record_id`, `user_id`, `key_id`, `request_id`, `changes`, `occurred_at`, `company_id`.
                 * @example id,event_id,action
                 */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. For audit-event: `occurred_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    auditEventListObjects: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "user_id" | "user" | "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `company.*`. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `created_at`, `updated_at`. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a user for `attribute` `user`, `user_id`; a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"] | components["schemas"]["Company"];
                };
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400"];
            401: components["responses"]["401"];
            404: components["responses"]["404"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventListObjectsHead: {
        parameters: {
            query: {
                /** @description The record’s id. */
                id: components["parameters"]["id"];
                /** @description The reference field to follow: a key of `expandable` in the info call, or its reference name. */
                attribute: "user_id" | "user" | "company_id" | "company";
            };
            header?: {
                /** @description Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Comma-separated references to embed, each `<reference>.*` (all fields) or `<reference>.<field>` (one field). The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `company.*`. With `attribute` `company`, `company_id` (a company): none. Only records the caller may read are embedded; others appear as `null`. */
                expand?: string;
                /** @description Comma-separated fields the response contains. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `id`, `uuid`, `username`, `email`, `name`, `role`, `company_id`, `created_at`, `updated_at`. With `attribute` `company`, `company_id` (a company): `id`, `uuid`, `name`, `created_at`, `updated_at`. */
                fields?: string;
                /** @description Comma-separated date-time fields `dateFormat` applies to; the others are then ISO 8601 in UTC. The record answered is of the type `attribute` refers to. With `attribute` `user`, `user_id` (a user): `created_at`, `updated_at`. With `attribute` `company`, `company_id` (a company): `created_at`, `updated_at`. Qualified names such as `createdBy.created_at` too. */
                dateFields?: string;
                /** @description When `true`, every record shown (embedded ones included) carries `href`, the URL of its view call, and records with a file also `file_href`. Also `1` or `0`, in any letter case; anything else is 400. */
                href?: components["parameters"]["href"];
                /** @description Format of date-time fields: `php:` followed by a PHP `DateTime::format` pattern, an ICU pattern (`dd.MM.yyyy`), or `short`, `medium`, `long`, `full`. */
                dateFormat?: components["parameters"]["dateFormat"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referenced record, shaped like the view call of its own type: a user for `attribute` `user`, `user_id`; a company for `attribute` `company`, `company_id`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The record’s version; send it in `If-Match` to update or delete only that version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `If-None-Match` names the record’s current version; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The current version. */
                    ETag?: string;
                    /** @description The record’s tag names its version, not its shape: the answer varies by the key and the shaping headers. */
                    Vary?: "Authorization, expand, fields, href, dateFormat, dateFields";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: A header value or query parameter is malformed or names something unknown; the message lists the valid names. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: No such record, or one the caller may not access (the two are not told apart); on a list, a record type the caller may read nothing of. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    auditEventCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["401"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["401"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["401"];
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventInfoGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.AuditEvent",
                     *       "searchClass": "recordgate.models.AuditEventSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "event_id": "Event ID",
                     *         "action": "Action",
                     *         "record_type": "Record type",
                     *         "record_id": "Record ID",
                     *         "user_id": "User",
                     *         "key_id": "API key ID",
                     *         "request_id": "Request ID",
                     *         "changes": "Changes",
                     *         "occurred_at": "Occurred at",
                     *         "company_id": "Company"
                     *       },
                     *       "expandable": {
                     *         "user_id": "user.*",
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuditEventInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventInfoOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "modelClass": "recordgate.models.AuditEvent",
                     *       "searchClass": "recordgate.models.AuditEventSearch",
                     *       "attributes": {
                     *         "id": "ID",
                     *         "event_id": "Event ID",
                     *         "action": "Action",
                     *         "record_type": "Record type",
                     *         "record_id": "Record ID",
                     *         "user_id": "User",
                     *         "key_id": "API key ID",
                     *         "request_id": "Request ID",
                     *         "changes": "Changes",
                     *         "occurred_at": "Occurred at",
                     *         "company_id": "Company"
                     *       },
                     *       "expandable": {
                     *         "user_id": "user.*",
                     *         "company_id": "company.*"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuditEventInfo"];
                };
            };
            401: components["responses"]["401"];
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            405: components["responses"]["405"];
            429: components["responses"]["429"];
            500: components["responses"]["500"];
            503: components["responses"]["503"];
        };
    };
    auditEventInfoHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record-type description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized: The API key is missing, malformed, invalid, expired or revoked. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate"?: "Bearer realm=\"api\"";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the caller may not use this record type. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    /** @description The methods of this path. */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Method Not Allowed: The method is not allowed on this path; `Allow` lists the allowed ones. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    Allow?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: Too many requests for this key, or too many failed authentications from this address; wait `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: An unexpected failure; the message carries the request id. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: The database or the file storage is unavailable, or (download with `format=pdf`) the document converter is busy, down or missing; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Rate-Limit-Limit": components["headers"]["X-Rate-Limit-Limit"];
                    "X-Rate-Limit-Remaining": components["headers"]["X-Rate-Limit-Remaining"];
                    "X-Rate-Limit-Reset": components["headers"]["X-Rate-Limit-Reset"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

/** The record types of the default installation by controller name: record, bodies, description. */
export interface RecordTypes {
  'document': {
    record: components['schemas']['Document'];
    create: components['schemas']['DocumentCreate'];
    update: components['schemas']['DocumentUpdate'];
    info: components['schemas']['DocumentInfo'];
  };
  'user': {
    record: components['schemas']['User'];
    create: components['schemas']['UserCreate'];
    update: components['schemas']['UserUpdate'];
    info: components['schemas']['UserInfo'];
  };
  'company': {
    record: components['schemas']['Company'];
    create: components['schemas']['CompanyCreate'];
    update: components['schemas']['CompanyUpdate'];
    info: components['schemas']['CompanyInfo'];
  };
  'classification-code': {
    record: components['schemas']['ClassificationCode'];
    create: components['schemas']['ClassificationCodeCreate'];
    update: components['schemas']['ClassificationCodeUpdate'];
    info: components['schemas']['ClassificationCodeInfo'];
  };
  'principal': {
    record: components['schemas']['Principal'];
    create: components['schemas']['PrincipalCreate'];
    update: components['schemas']['PrincipalUpdate'];
    info: components['schemas']['PrincipalInfo'];
  };
  'group': {
    record: components['schemas']['Group'];
    create: components['schemas']['GroupCreate'];
    update: components['schemas']['GroupUpdate'];
    info: components['schemas']['GroupInfo'];
  };
  'group-member': {
    record: components['schemas']['GroupMember'];
    create: components['schemas']['GroupMemberCreate'];
    update: components['schemas']['GroupMemberUpdate'];
    info: components['schemas']['GroupMemberInfo'];
  };
  'share': {
    record: components['schemas']['Share'];
    create: components['schemas']['ShareCreate'];
    update: components['schemas']['ShareUpdate'];
    info: components['schemas']['ShareInfo'];
  };
  'api-key': {
    record: components['schemas']['ApiKey'];
    create: components['schemas']['ApiKeyCreate'];
    update: never;
    info: components['schemas']['ApiKeyInfo'];
  };
  'audit-event': {
    record: components['schemas']['AuditEvent'];
    create: never;
    update: never;
    info: components['schemas']['AuditEventInfo'];
  };
}
