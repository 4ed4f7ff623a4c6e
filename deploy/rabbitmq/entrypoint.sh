#!/bin/sh
# The first user comes from the environment; the management plugin stays off (the ops commands and
# rabbitmqctl inside the container cover what an operator needs). For a cluster (the Swarm stack):
# RABBITMQ_DEFAULT_PASS_FILE reads the password from a file (a Swarm secret), and
# RABBITMQ_ERLANG_COOKIE_FILE the Erlang cookie every node of the cluster shares; the cluster's own
# settings come as a file in /etc/rabbitmq/conf.d (deploy/swarm/rabbitmq-cluster.conf), and
# RABBITMQ_CLUSTER_WAIT_SECONDS is how long this node waits for the others on its first start.
set -eu
if [ -n "${RABBITMQ_DEFAULT_PASS_FILE:-}" ]; then
  [ -z "${RABBITMQ_DEFAULT_PASS:-}" ] || { echo "Set RABBITMQ_DEFAULT_PASS or RABBITMQ_DEFAULT_PASS_FILE, not both" >&2; exit 1; }
  RABBITMQ_DEFAULT_PASS=$(cat "$RABBITMQ_DEFAULT_PASS_FILE") || { echo "RABBITMQ_DEFAULT_PASS_FILE: cannot read $RABBITMQ_DEFAULT_PASS_FILE" >&2; exit 1; }
fi
if [ -n "${RABBITMQ_ERLANG_COOKIE_FILE:-}" ]; then
  # The node and rabbitmqctl read it from $HOME; Erlang refuses a cookie others can read.
  rm -f "$HOME/.erlang.cookie"
  (umask 077 && tr -d '\n' <"$RABBITMQ_ERLANG_COOKIE_FILE" >"$HOME/.erlang.cookie")
  chmod 400 "$HOME/.erlang.cookie"
fi
cat >/etc/rabbitmq/rabbitmq.conf <<CONF
loopback_users = none
listeners.tcp.default = 5672
default_user = ${RABBITMQ_DEFAULT_USER:-guest}
default_pass = ${RABBITMQ_DEFAULT_PASS:-guest}
log.console = true
log.console.level = warning
CONF
# A cluster's first start: how long a node waits for the others before it forms a cluster alone.
# The three start together, so one of them (rabbitmq-1 in the Swarm stack) waits a second and
# forms it, and the others wait for it: equal waits could end in three clusters of one.
if [ -n "${RABBITMQ_CLUSTER_WAIT_SECONDS:-}" ]; then
  cat >>/etc/rabbitmq/rabbitmq.conf <<CONF
cluster_formation.discovery_retry_limit = $RABBITMQ_CLUSTER_WAIT_SECONDS
cluster_formation.discovery_retry_interval = 1000
CONF
fi
unset RABBITMQ_DEFAULT_PASS
exec "$@"
