/**
 * Words readers use for what the docs call by another name. One list, read by
 * the site search (query expansion), the MCP server and the llms.txt
 * descriptions, so a reader's word finds the same pages everywhere.
 *
 * Each group lists phrases that mean the same thing here; the first is the
 * docs' own term. Keep groups narrow: a phrase that is only sometimes a
 * synonym makes searches worse, not better.
 */
export const synonymGroups: ReadonlyArray<readonly string[]> = [
  ['on-premises', 'on-prem', 'on-premise', 'on premise', 'onprem', 'bare metal', 'bare-metal', 'self-hosted cluster'],
  [
    'client credentials',
    'headless login',
    'ci login',
    'service account login',
    'service account token',
    'machine to machine',
    'machine-to-machine',
    'non-interactive login',
  ],
  ['graphql', 'clusters api', 'cluster api'],
  ['job submission', 'submit job', 'run job', 'sbatch'],
  ['job template', 'job script template', 'jobbergate template'],
  ['license server', 'licence server', 'license manager', 'licensing server'],
  ['flexlm', 'flexnet', 'flexnet publisher', 'lmgrd'],
  ['notebook', 'jupyter', 'jupyterhub', 'jupyter notebook'],
  ['organization', 'organisation', 'org', 'tenant'],
  ['sign up', 'signup', 'register', 'create account', 'create an account'],
  ['log in', 'login', 'sign in', 'signin', 'authenticate'],
  ['log out', 'logout', 'sign out'],
  ['cloud account', 'cloud credentials', 'provider credentials'],
  ['compute provider', 'cloud provider', 'infrastructure provider'],
  ['aws', 'amazon web services', 'amazon'],
  ['gcp', 'google cloud', 'google cloud platform'],
  ['azure', 'microsoft azure'],
  ['remove', 'delete', 'destroy', 'tear down'],
  ['install', 'installation', 'set up', 'setup'],
  ['cli', 'command line', 'command-line tool'],
  ['create', 'add'],
  ['operation', 'endpoint', 'api call'],
  ['permission group', 'role', 'permission', 'user group'],
  ['partition', 'queue', 'job queue'],
  ['vm', 'virtual machine', 'instance'],
  ['access token', 'api key', 'api token', 'bearer token'],
  ['cancel', 'kill', 'scancel'],
  ['sdk', 'python library', 'python package', 'python client'],
  // Everyday words for what the pages say in their own terms (a limit "at most 255 characters" is the biggest value).
  ['maximum', 'max', 'at most', 'biggest', 'largest', 'longest', 'upper limit'],
  ['minimum', 'min', 'at least', 'smallest', 'lowest', 'shortest'],
  ['disable', 'turn off', 'switch off', 'deactivate'],
  ['enable', 'turn on', 'switch on', 'activate'],
  ['denied', 'refused', 'declined'],
  ['choose', 'pick', 'select'],
  ['graphical', 'gui'],
  ['directory', 'folder'],
  ['username', 'user name', 'login name'],
  ['cost', 'price', 'pricing'],
  ['attach', 'mount'],
  ['expiry', 'expiration', 'expire', 'lifetime'],
  ['environment variable', 'env var', 'env variable'],
  ['limit', 'quota', 'cap'],
];
