#!/bin/sh
# Starts the node's Docker engine. A container gets /sys and its cgroups read-only, and no
# securityfs: the engine needs all three writable to run containers of its own. Its data is the
# volume at /var/lib/docker (overlay2 works there, not on the container's own filesystem).
set -eu
mount -o remount,rw /sys
if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  # cgroup v2: move this container's processes into a group of their own, so that the controllers
  # can be handed down to the engine's containers (as docker's own dind script does).
  mount -o remount,rw /sys/fs/cgroup
  mkdir -p /sys/fs/cgroup/init
  xargs -rn1 </sys/fs/cgroup/cgroup.procs >/sys/fs/cgroup/init/cgroup.procs 2>/dev/null || true
  sed -e 's/ / +/g' -e 's/^/+/' </sys/fs/cgroup/cgroup.controllers >/sys/fs/cgroup/cgroup.subtree_control
else
  mount -o remount,rw /sys/fs/cgroup
  for hierarchy in /sys/fs/cgroup/*; do
    # Each is a bind mount of the container's own group: remounted as such.
    mountpoint -q "$hierarchy" && mount -o remount,rw,bind "$hierarchy"
  done
fi
mountpoint -q /sys/kernel/security || mount -t securityfs none /sys/kernel/security
mount --make-rshared /
rm -f /var/run/docker.pid /var/run/docker/containerd/containerd.pid
# The containers' DNS: names of the swarm's services are answered by the engine itself; anything
# else goes to this node's own address, where nothing answers: no name is looked up outside.
address=$(hostname -i | cut -d' ' -f1)
# The manager's engine answers the test on a socket in a directory the host lends it, if any.
set -- --host unix:///var/run/docker.sock
[ -d /run/fx-api ] && set -- "$@" --host unix:///run/fx-api/docker.sock
exec dockerd "$@" --insecure-registry registry:5000 --dns "$address" --storage-driver overlay2 \
  --log-level warn
