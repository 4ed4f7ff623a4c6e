#!/bin/sh
# Makes the Swarm secrets deploy/swarm/state.yml and stack.yml read, on a manager (or with
# DOCKER_HOST pointing at one), once before the first deploy: random passwords for PostgreSQL,
# Redis and RabbitMQ, RabbitMQ's Erlang cookie, and the three URLs the services connect with.
# A secret that already exists is left as it is (a secret cannot change; docs/operations.md,
# "Docker Swarm", says how to rotate one). The passwords are never printed or written to disk.
#   deploy/swarm/create-secrets.sh
# AMQP_HEARTBEAT_SECONDS (2): how soon a service finds its RabbitMQ node gone without a word (its
# machine lost), and connects to another: about twice this.
set -eu
DOCKER=${DOCKER:-docker}
heartbeat=${AMQP_HEARTBEAT_SECONDS:-2}

exists() { "$DOCKER" secret inspect "$1" >/dev/null 2>&1; }
random() { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' | cut -c1-"$1"; }
create() { # NAME VALUE
  if exists "$1"; then
    echo "$1: exists, kept"
  else
    printf '%s' "$2" | "$DOCKER" secret create "$1" - >/dev/null
    echo "$1: created"
  fi
}
# A password from its secret where it exists is not readable back, so the URLs are made only
# together with the passwords they hold: all of a pair new, or neither.
pair() { # PASSWORD_SECRET URL_SECRET URL_TEMPLATE (with @PASSWORD@)
  if exists "$1" && exists "$2"; then
    echo "$1, $2: exist, kept"
    return
  fi
  if exists "$1" || exists "$2"; then
    echo "Only one of $1 and $2 exists: remove it (docker secret rm) or make the other by hand." >&2
    exit 1
  fi
  password=$(random 48)
  create "$1" "$password"
  create "$2" "$(printf '%s' "$3" | sed "s/@PASSWORD@/$password/")"
}

pair fx-postgres-password fx-database-url 'postgres://fx:@PASSWORD@@postgres:5432/fx'
pair fx-redis-password fx-redis-url 'redis://:@PASSWORD@@redis:6379'
pair fx-rabbitmq-password fx-amqp-url "amqp://fx:@PASSWORD@@rabbitmq:5672?heartbeat=$heartbeat"
create fx-rabbitmq-cookie "$(random 64)"
