#!/usr/bin/env bash
# Single-node Apache Kafka (KRaft, combined broker+controller) for tests and local distributed runs.
# The broker jars come from Maven Central through infra/kafka/pom.xml; no Kafka tarball is needed.
#
#   bash infra/kafka/kafka.sh fetch [--force]   download jars into infra/kafka/lib (skipped when complete)
#   bash infra/kafka/kafka.sh start             fetch if needed, format storage once, start, wait until ready
#   bash infra/kafka/kafka.sh stop              SIGTERM, wait, SIGKILL after $KAFKA_STOP_TIMEOUT s
#   bash infra/kafka/kafka.sh status            exit 0 when running, 3 when not
#   bash infra/kafka/kafka.sh reset             stop and delete the data directory
#   bash infra/kafka/kafka.sh logs [N]          last N lines (default 80) of the broker logs
#
# Environment (defaults in brackets): KAFKA_PORT [9092], KAFKA_CONTROLLER_PORT [9093],
# KAFKA_HOST [127.0.0.1], KAFKA_RUN_DIR [infra/kafka/.kafka], KAFKA_DATA_DIR [$KAFKA_RUN_DIR/data],
# KAFKA_HEAP_OPTS [-Xms256m -Xmx512m], KAFKA_JVM_OPTS [extra JVM flags], KAFKA_START_TIMEOUT [90],
# KAFKA_STOP_TIMEOUT [20], KAFKA_MVN_ARGS [extra mvn flags, e.g. -o], JAVA_HOME / JAVA.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LIB="$HERE/lib"
STATE="${KAFKA_RUN_DIR:-$HERE/.kafka}"   # pid, generated config, logs, lock (one broker per run dir)
LOGS="$STATE/logs"
PID_FILE="$STATE/kafka.pid"
PROPS="$STATE/server.properties"
LOCK_FILE="$STATE/.lock"

HOST="${KAFKA_HOST:-127.0.0.1}"
PORT="${KAFKA_PORT:-9092}"
CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
DATA_DIR="${KAFKA_DATA_DIR:-$STATE/data}"
HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx512m}"
START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
STOP_TIMEOUT="${KAFKA_STOP_TIMEOUT:-20}"

if [[ -n "${JAVA:-}" ]]; then :
elif [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then JAVA="$JAVA_HOME/bin/java"
else JAVA=java; fi

log() { printf '[kafka] %s\n' "$*" >&2; }
die() { printf '[kafka] error: %s\n' "$*" >&2; exit 1; }

# Serialise fetch/start/stop/reset between concurrent callers (parallel test runners, other agents).
take_lock() {
  mkdir -p "$STATE"
  exec 9>"$LOCK_FILE"
  if command -v flock >/dev/null 2>&1; then
    flock -w 300 9 || die "could not take $LOCK_FILE within 300 s"
  fi
}

# ---------------------------------------------------------------------------------------------------
# fetch

pom_sum() { sha256sum "$HERE/pom.xml" | cut -d' ' -f1; }

lib_complete() {
  [[ -f "$LIB/.complete" ]] || return 1
  [[ "$(cat "$LIB/.complete")" == "$(pom_sum)" ]] || return 1
  compgen -G "$LIB/kafka_2.13-*.jar" >/dev/null || return 1
  compgen -G "$LIB/kafka-server-[0-9]*.jar" >/dev/null || return 1
  compgen -G "$LIB/slf4j-reload4j-*.jar" >/dev/null || return 1
}

do_fetch() {
  local force="${1:-}"
  # lib/ is shared by every run dir, so fetches take their own lock next to it
  mkdir -p "$HERE/.kafka"
  exec 8>"$HERE/.kafka/.fetch.lock"
  if command -v flock >/dev/null 2>&1; then
    flock -w 600 8 || die "could not take the fetch lock within 600 s"
  fi
  if [[ "$force" != "--force" ]] && lib_complete; then
    log "lib/ is complete ($(find "$LIB" -name '*.jar' | wc -l) jars), skipping fetch"
    return 0
  fi
  command -v mvn >/dev/null 2>&1 || die "mvn not found (Maven 3.8+ is needed to fetch the broker jars)"
  # download into a git-ignored temp dir and swap it in, so an interrupted fetch never leaves a half lib/
  local tmp="$HERE/.kafka/lib.tmp.$$"
  rm -rf "$tmp"
  # shellcheck disable=SC2064  # expand $tmp now
  trap "rm -rf '$tmp'" EXIT
  log "fetching Kafka jars from Maven Central into $LIB"
  local start=$SECONDS
  # outputDirectory must be absolute: Maven resolves relative paths against the pom's folder.
  # mvn output is kept and shown only on failure (-q still prints terminal colour resets)
  local out
  # shellcheck disable=SC2086  # KAFKA_MVN_ARGS is a list of flags
  if ! out="$(mvn -q -B -Dstyle.color=never -f "$HERE/pom.xml" ${KAFKA_MVN_ARGS:-} \
        dependency:copy-dependencies -DoutputDirectory="$tmp" -DincludeScope=runtime 2>&1)"; then
    printf '%s\n' "$out" >&2
    rm -rf "$tmp"
    die "mvn dependency:copy-dependencies failed (Maven Central must be reachable, or the jars in ~/.m2)"
  fi
  pom_sum >"$tmp/.complete"
  rm -rf "$LIB"
  mv "$tmp" "$LIB"
  trap - EXIT
  log "fetched $(find "$LIB" -name '*.jar' | wc -l) jars in $((SECONDS - start)) s"
  exec 8>&-
}

# ---------------------------------------------------------------------------------------------------
# process helpers

# pid of our broker when it is running, else nothing (and a stale pid file is removed)
running_pid() {
  [[ -f "$PID_FILE" ]] || return 1
  local pid
  pid="$(cat "$PID_FILE" 2>/dev/null || true)"
  if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null \
     && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'kafka\.Kafka'; then
    echo "$pid"
    return 0
  fi
  rm -f "$PID_FILE"
  return 1
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

rss_mb() { awk '/VmRSS/ { printf "%d", $2 / 1024 }' "/proc/$1/status" 2>/dev/null || echo "?"; }

log_tail() {
  local n="${1:-60}" f
  for f in "$LOGS/kafka.out" "$LOGS/server.log"; do
    [[ -s "$f" ]] || continue
    printf -- '----- %s (last %s lines) -----\n' "$f" "$n" >&2
    tail -n "$n" "$f" >&2
  done
}

# ---------------------------------------------------------------------------------------------------
# start

write_props() {
  cat >"$PROPS" <<EOF
# Generated by infra/kafka/kafka.sh on every start; edit the script, not this file.
node.id=1
process.roles=broker,controller
controller.quorum.voters=1@$HOST:$CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$PORT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$DATA_DIR

# single node: every internal topic has one replica
offsets.topic.replication.factor=1
offsets.topic.num.partitions=5
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=5
default.replication.factor=1
min.insync.replicas=1

num.partitions=3
auto.create.topics.enable=true
delete.topic.enable=true
group.initial.rebalance.delay.ms=0

# after an unclean stop (SIGKILL) the restarted broker waits for its old session to expire before it
# can register again; a shorter session makes that wait ~4 s instead of ~10 s
broker.heartbeat.interval.ms=1000
broker.session.timeout.ms=4000

# small footprint for tests
num.network.threads=2
num.io.threads=4
num.recovery.threads.per.data.dir=1
background.threads=4
log.retention.hours=24
log.segment.bytes=67108864
log.cleaner.dedupe.buffer.size=8388608
log.cleaner.threads=1
EOF
}

java_cmd() {
  # word splitting of the *_OPTS variables is intended
  # shellcheck disable=SC2206
  local heap=($HEAP_OPTS) extra=(${KAFKA_JVM_OPTS:-})
  JAVA_ARGS=(
    "${heap[@]}"
    -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35
    -XX:+ExplicitGCInvokesConcurrent -XX:+ExitOnOutOfMemoryError
    -Djava.awt.headless=true
    "-Dkafka.logs.dir=$LOGS"
    "-Dlog4j.configuration=file:$HERE/log4j.properties"
    "${extra[@]}"
    -cp "$LIB/*"
  )
}

format_storage() {
  if [[ -f "$DATA_DIR/meta.properties" ]]; then
    return 0
  fi
  mkdir -p "$DATA_DIR"
  # Kafka cluster ids are 16 random bytes in URL-safe base64 without padding (what `random-uuid` prints);
  # like Uuid.randomUuid, draw again when it starts with '-' (the option parser would take it for a flag)
  local cluster_id="-"
  while [[ "$cluster_id" == -* ]]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  done
  log "formatting $DATA_DIR (cluster id $cluster_id)"
  java_cmd
  if ! "$JAVA" "${JAVA_ARGS[@]}" kafka.tools.StorageTool format \
        --cluster-id="$cluster_id" -c "$PROPS" --ignore-formatted >"$LOGS/format.out" 2>&1; then
    cat "$LOGS/format.out" >&2
    die "storage format failed"
  fi
}

wait_ready() {
  local pid="$1" deadline=$((SECONDS + START_TIMEOUT))
  # 1. the port answers (cheap, and notices an early crash)
  until port_open "$PORT"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      log "broker process $pid exited during start-up"
      log_tail 60
      rm -f "$PID_FILE"
      return 1
    fi
    if ((SECONDS >= deadline)); then
      log "broker did not open $HOST:$PORT within $START_TIMEOUT s"
      log_tail 60
      return 1
    fi
    sleep 0.3
  done
  # 2. a real metadata round trip: create and list a topic with kafkajs
  local left=$((deadline - SECONDS))
  ((left < 5)) && left=5
  if command -v node >/dev/null 2>&1 \
     && (cd "$HERE" && node -e "require.resolve('kafkajs')") >/dev/null 2>&1; then
    if ! KAFKA_BROKERS="$HOST:$PORT" node "$HERE/wait-ready.js" --timeout "$left"; then
      log_tail 60
      return 1
    fi
  else
    log "warning: node or kafkajs not available; readiness checked by TCP only"
  fi
}

do_start() {
  take_lock
  local pid
  if pid="$(running_pid)"; then
    log "already running (pid $pid); checking readiness"
    wait_ready "$pid" || die "broker (pid $pid) is running but not ready"
    log "ready on $HOST:$PORT (pid $pid, rss $(rss_mb "$pid") MB)"
    return 0
  fi
  if port_open "$PORT"; then
    die "$HOST:$PORT is already in use by another process (not started by this script); set KAFKA_PORT"
  fi
  if port_open "$CONTROLLER_PORT"; then
    die "$HOST:$CONTROLLER_PORT is already in use; set KAFKA_CONTROLLER_PORT"
  fi
  command -v "$JAVA" >/dev/null 2>&1 || die "java not found (Java 11+ needed; set JAVA_HOME)"

  do_fetch
  mkdir -p "$LOGS" "$DATA_DIR"
  # keep the previous run's logs as *.prev so a failure tail shows only this run
  local f
  for f in kafka.out server.log state-change.log; do
    [[ -f "$LOGS/$f" ]] && mv -f "$LOGS/$f" "$LOGS/$f.prev"
  done
  write_props
  format_storage

  java_cmd
  local t0=$SECONDS
  log "starting broker on $HOST:$PORT (controller $CONTROLLER_PORT, data $DATA_DIR)"
  # The child writes its own pid and then becomes java (exec), so the pid file names the JVM.
  # setsid detaches it from our terminal/process group: Ctrl-C in a test runner does not kill it.
  # 8>&- 9>&- keep the lock descriptors out of the JVM, or the broker would hold the lock for its lifetime.
  local launcher=()
  command -v setsid >/dev/null 2>&1 && launcher=(setsid)
  # shellcheck disable=SC2016  # $$ and $@ belong to the child shell
  "${launcher[@]}" bash -c 'echo $$ >"$0"; exec "$@"' "$PID_FILE" \
    "$JAVA" "${JAVA_ARGS[@]}" kafka.Kafka "$PROPS" \
    </dev/null >>"$LOGS/kafka.out" 2>&1 8>&- 9>&- &
  # wait for the pid file
  local _
  for _ in $(seq 1 50); do [[ -s "$PID_FILE" ]] && break; sleep 0.1; done
  pid="$(cat "$PID_FILE" 2>/dev/null || true)"
  [[ -n "$pid" ]] || die "could not start java"

  if ! wait_ready "$pid"; then
    if kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null || true
      rm -f "$PID_FILE"
      die "broker was not ready within $START_TIMEOUT s and has been stopped (logs in $LOGS)"
    fi
    die "broker failed to start (logs in $LOGS)"
  fi
  log "ready on $HOST:$PORT in $((SECONDS - t0)) s (pid $pid, rss $(rss_mb "$pid") MB)"
}

# ---------------------------------------------------------------------------------------------------
# stop / status / reset

do_stop() {
  take_lock
  local pid
  if ! pid="$(running_pid)"; then
    log "not running"
    rm -f "$PID_FILE"
    return 0
  fi
  log "stopping broker (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  local deadline=$((SECONDS + STOP_TIMEOUT))
  while kill -0 "$pid" 2>/dev/null; do
    if ((SECONDS >= deadline)); then
      log "still running after $STOP_TIMEOUT s, sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.5
      break
    fi
    sleep 0.2
  done
  rm -f "$PID_FILE"
  log "stopped"
}

do_status() {
  local pid
  if pid="$(running_pid)"; then
    local state="port closed"
    port_open "$PORT" && state="listening"
    echo "running pid=$pid port=$HOST:$PORT ($state) controller=$CONTROLLER_PORT rss=$(rss_mb "$pid")MB data=$DATA_DIR"
    return 0
  fi
  echo "stopped (data=$DATA_DIR)"
  return 3
}

do_reset() {
  do_stop
  # refuse to delete something that does not look like a Kafka data directory
  case "$DATA_DIR" in ""|"/"|"$HOME"|"$HERE") die "refusing to delete '$DATA_DIR'";; esac
  if [[ -d "$DATA_DIR" ]]; then
    if [[ "$DATA_DIR" == "$STATE/"* || -f "$DATA_DIR/meta.properties" || -z "$(ls -A "$DATA_DIR")" ]]; then
      rm -rf "$DATA_DIR"
      log "deleted $DATA_DIR"
    else
      die "$DATA_DIR has no meta.properties; not deleting it"
    fi
  fi
  rm -f "$PROPS"
}

usage() {
  awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "${BASH_SOURCE[0]}"
}

cmd="${1:-}"
[[ $# -gt 0 ]] && shift
case "$cmd" in
  fetch) do_fetch "${1:-}" ;;
  start) do_start ;;
  stop) do_stop ;;
  status) do_status ;;
  reset) do_reset ;;
  logs) log_tail "${1:-80}" 2>&1 ;;
  ""|-h|--help|help) usage ;;
  *) usage >&2; exit 2 ;;
esac
