# Sourced by the Dockerfile's RUN steps: the npm registry for this build. Private settings come in as
# BuildKit secrets, read here and never written into a layer: npm_registry (the registry's URL),
# npm_ca (the CA bundle a proxy or private registry needs) and npmrc (a whole npm config, e.g. with
# a token). Without them: the public registry and Debian's CA bundle.
NPM_REGISTRY=$(cat /run/secrets/npm_registry 2>/dev/null || echo https://registry.npmjs.org/)
NPM_REGISTRY=${NPM_REGISTRY%/}
export npm_config_registry="$NPM_REGISTRY/"
CURL_CA=""
if [ -s /run/secrets/npm_ca ]; then
  export npm_config_cafile=/run/secrets/npm_ca
  CURL_CA="--cacert /run/secrets/npm_ca"
fi
if [ -s /run/secrets/npmrc ]; then export npm_config_userconfig=/run/secrets/npmrc; fi

# fx_fetch NAME VERSION DIR: unpacks one package of the registry into DIR.
fx_fetch() {
  mkdir -p "$3"
  # shellcheck disable=SC2086
  curl -fsSL --retry 3 $CURL_CA "$NPM_REGISTRY/$1/-/${1##*/}-$2.tgz" | tar -xz -C "$3" --strip-components=1
}
