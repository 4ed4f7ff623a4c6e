#!/bin/bash
# fx-prometheus-ready: exits 0 when Prometheus says it is ready (/-/ready answers 200). Its Docker
# healthcheck, with bash alone: the image has no curl or wget.
exec 3<>/dev/tcp/127.0.0.1/9090 || exit 1
printf 'GET /-/ready HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' >&3
read -r -t 4 status <&3 || exit 1
[[ $status == HTTP/1.?" 200 "* ]]
