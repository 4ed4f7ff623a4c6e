#!/bin/sh
set -eu
if [ ! -s /etc/fx-tls/cert.pem ] || [ ! -s /etc/fx-tls/key.pem ]; then
  dir=/tmp/fx-tls
  mkdir -p "$dir"
  name=${TLS_HOSTNAME:-localhost}
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=$name" \
    -addext "subjectAltName=DNS:$name,DNS:localhost,IP:127.0.0.1" \
    -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null
  echo "No certificate in /etc/fx-tls: serving a self-signed one for $name (not for production)."
  sed "s#/etc/fx-tls/#$dir/#g" /etc/nginx/nginx.conf >/tmp/nginx.conf
  exec "$@" -c /tmp/nginx.conf
fi
exec "$@"
