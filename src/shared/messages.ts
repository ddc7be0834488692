/** Every French message of SPEC §5 and §8, verbatim. Server and browser use these constants. */
export const M = {
  login: {
    required: 'Veuillez remplir tous les champs',
    badCredentials: 'Email ou mot de passe incorrect',
    emailNotVerified: 'Veuillez vérifier votre adresse email avant de vous connecter',
    forbidden: 'Accès refusé',
    serverError: (status: number) => `Erreur de serveur (${status})`,
    unreachable: 'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
    generic: 'Une erreur est survenue. Veuillez réessayer.',
    unexpected: 'Erreur inattendue, veuillez réessayer',
  },
  register: {
    nameRequired: 'Le nom est requis',
    emailRequired: "L'email est requis",
    emailInvalid: 'Adresse email invalide',
    passwordRequired: 'Le mot de passe est requis',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    countryRefused:
      "L'inscription n'est autorisée qu'aux utilisateurs situés en France. Si vous pensez qu'il s'agit d'une erreur, contactez le support.",
    locationUnknown: "Impossible de vérifier votre localisation. L'inscription pourrait être restreinte.",
    /** The administrators closed sign-ups (docs/decisions/0031). */
    closed: 'Les inscriptions sont momentanément fermées.',
    error: "Erreur lors de l'inscription",
    genericLater: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  },
  forgot: {
    emailRequired: 'Veuillez saisir votre adresse email',
    emailInvalid: 'Veuillez saisir une adresse email valide',
    error: "Une erreur s'est produite. Veuillez réessayer.",
  },
  webauthn: {
    error: 'Erreur WebAuthn',
    failed: "Échec de l'authentification WebAuthn",
    noKey: "Aucune clé de sécurité n'est enregistrée pour ce compte.",
  },
  dpa: {
    generateError: (message: string) => `Erreur lors de la génération du DPA: ${message}`,
    signError: (message: string) => `Erreur lors de la signature: ${message}`,
  },
} as const;
