#!/bin/sh
# The first user comes from the environment; the management plugin stays off (the ops commands and
# rabbitmqctl inside the container cover what an operator needs).
set -eu
cat >/etc/rabbitmq/rabbitmq.conf <<CONF
loopback_users = none
listeners.tcp.default = 5672
default_user = ${RABBITMQ_DEFAULT_USER:-guest}
default_pass = ${RABBITMQ_DEFAULT_PASS:-guest}
log.console = true
log.console.level = warning
CONF
exec "$@"
