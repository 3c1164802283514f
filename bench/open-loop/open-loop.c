/*
 * A constant-rate ("open-loop") HTTP/1.1 load generator, for latency at a chosen request rate.
 *
 * Closed-loop tools (wrk, autocannon) send the next request when the previous answer arrives, so a
 * slow answer also delays the requests behind it and the stall is under-counted ("coordinated
 * omission"); autocannon's rate limit also sends each second's quota in a burst. Here request i is
 * due at start + i/rate whatever happens, goes out on the first idle keep-alive connection at its
 * due time (a timerfd wakes the loop on time), waits in a queue while every connection is busy, and
 * its latency runs from its due time to the last byte of its answer, so queueing counts, as wrk2
 * measures it. Written in C with epoll so that, on a machine it shares with the server, it takes
 * little of the CPU it measures.
 *
 *   open-loop <ip> <port> <host header> <path> <connections> <rate/s> <seconds>
 *
 * The run stops GRACE_SECONDS after the last request was due: a request still unanswered then is
 * recorded with the latency it had reached (a lower bound), so a server that falls behind cannot
 * hide its backlog. Offered far more than a server can take, the answers that arrive inside the
 * run's seconds give its maximum rate.
 *
 * Prints one JSON line: requests due, answered, unanswered, errors, the rate of answers inside the
 * run's seconds, latency percentiles in microseconds. Answers must be 200 with a Content-Length (no
 * chunked encoding); any other answer is an error, and errors or no answer at all exit with 1.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#define MAX_CONNECTIONS 1024
#define READ_BUFFER (256 * 1024)
#define HEADER_MAX 16384
#define GRACE_SECONDS 2

typedef struct {
  int fd;
  int busy;
  uint64_t due_ns;      /* when the request in flight was due */
  char header[HEADER_MAX + 1];
  size_t header_len;    /* bytes of the answer's header read so far */
  long long body_left;  /* body bytes still to read; -1 while reading the header */
  int status;
} connection;

static connection conns[MAX_CONNECTIONS];
static int connection_count;
static char request[2048];
static size_t request_len;
static uint64_t *latencies;
static size_t latency_count, latency_capacity;
static uint64_t *queue; /* due times of requests waiting for a connection */
static size_t queue_head, queue_tail, queue_capacity;
static long long errors;

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void die(const char *what) {
  perror(what);
  exit(2);
}

static int open_connection(const char *ip, int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) die("socket");
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
  if (inet_pton(AF_INET, ip, &address.sin_addr) != 1) die("address");
  if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) die("connect");
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return fd;
}

static void send_request(connection *c, uint64_t due) {
  /* A request is small: one write on an idle keep-alive socket goes out whole. */
  ssize_t written = write(c->fd, request, request_len);
  if (written != (ssize_t)request_len) die("write");
  c->busy = 1;
  c->due_ns = due;
  c->header_len = 0;
  c->body_left = -1;
}

static void record(uint64_t latency_ns) {
  if (latency_count == latency_capacity) {
    latency_capacity *= 2;
    latencies = realloc(latencies, latency_capacity * sizeof *latencies);
    if (!latencies) die("realloc");
  }
  latencies[latency_count++] = latency_ns;
}

static void enqueue(uint64_t due) {
  if (queue_tail - queue_head == queue_capacity) {
    fprintf(stderr, "more than %zu requests waiting: the server is far behind the rate\n", queue_capacity);
    exit(3);
  }
  queue[queue_tail++ % queue_capacity] = due;
}

/* Parses what arrived for a connection; returns 1 when the answer is complete. */
static int consume(connection *c, const char *data, size_t len, size_t *used) {
  size_t i = 0;
  while (c->body_left < 0 && i < len) {
    if (c->header_len >= HEADER_MAX) {
      fprintf(stderr, "answer header too long\n");
      exit(2);
    }
    c->header[c->header_len++] = data[i++];
    if (c->header_len >= 4 && memcmp(c->header + c->header_len - 4, "\r\n\r\n", 4) == 0) {
      c->header[c->header_len] = '\0';
      c->status = atoi(c->header + 9);
      long long length = -1;
      for (char *line = strstr(c->header, "\r\n"); line; line = strstr(line + 2, "\r\n")) {
        if (strncasecmp(line + 2, "content-length:", 15) == 0) length = atoll(line + 17);
      }
      if (length < 0) {
        fprintf(stderr, "answer without Content-Length\n");
        exit(2);
      }
      c->body_left = length;
    }
  }
  if (c->body_left >= 0) {
    size_t take = len - i < (size_t)c->body_left ? len - i : (size_t)c->body_left;
    c->body_left -= (long long)take;
    i += take;
  }
  *used = i;
  return c->body_left == 0;
}

static int compare(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static double percentile_us(double p) {
  if (latency_count == 0) return 0;
  size_t index = (size_t)(p / 100.0 * (double)(latency_count - 1) + 0.5);
  return (double)latencies[index] / 1000.0;
}

static void arm(int timer, uint64_t at_ns) {
  struct itimerspec spec = {0};
  spec.it_value.tv_sec = (time_t)(at_ns / 1000000000ull);
  spec.it_value.tv_nsec = (long)(at_ns % 1000000000ull);
  if (timerfd_settime(timer, TFD_TIMER_ABSTIME, &spec, NULL) != 0) die("timerfd_settime");
}

int main(int argc, char **argv) {
  if (argc != 8) {
    fprintf(stderr, "usage: open-loop <ip> <port> <host> <path> <connections> <rate> <seconds>\n");
    return 2;
  }
  const char *ip = argv[1];
  int port = atoi(argv[2]);
  connection_count = atoi(argv[5]);
  double rate = atof(argv[6]);
  double seconds = atof(argv[7]);
  if (connection_count < 1 || connection_count > MAX_CONNECTIONS || rate <= 0 || seconds <= 0) {
    fprintf(stderr, "bad connections, rate or seconds\n");
    return 2;
  }
  request_len = (size_t)snprintf(request, sizeof request, "GET %s HTTP/1.1\r\nHost: %s\r\n\r\n", argv[4], argv[3]);

  uint64_t total = (uint64_t)(rate * seconds);
  latency_capacity = total + 16;
  latencies = malloc(latency_capacity * sizeof *latencies);
  queue_capacity = total + 16;
  queue = malloc(queue_capacity * sizeof *queue);
  if (!latencies || !queue) die("malloc");

  int epoll = epoll_create1(0);
  if (epoll < 0) die("epoll_create1");
  for (int i = 0; i < connection_count; i++) {
    conns[i].fd = open_connection(ip, port);
    struct epoll_event event = {.events = EPOLLIN, .data.u32 = (uint32_t)i};
    if (epoll_ctl(epoll, EPOLL_CTL_ADD, conns[i].fd, &event) != 0) die("epoll_ctl");
  }
  int timer = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK);
  if (timer < 0) die("timerfd_create");
  struct epoll_event timer_event = {.events = EPOLLIN, .data.u32 = UINT32_MAX};
  if (epoll_ctl(epoll, EPOLL_CTL_ADD, timer, &timer_event) != 0) die("epoll_ctl");

  static char buffer[READ_BUFFER];
  const double interval_ns = 1e9 / rate;
  const uint64_t start = now_ns();
  const uint64_t window_end = start + (uint64_t)(seconds * 1e9);
  const uint64_t deadline = window_end + GRACE_SECONDS * 1000000000ull;
  uint64_t scheduled = 0; /* requests whose due time has been handled */
  uint64_t answered = 0;
  uint64_t answered_in_window = 0;
  int idle_hint = 0;
  arm(timer, start);

  while (answered + (uint64_t)errors < total && now_ns() < deadline) {
    struct epoll_event events[64];
    int ready = epoll_wait(epoll, events, 64, 100);
    if (ready < 0) {
      if (errno == EINTR) continue;
      die("epoll_wait");
    }
    for (int e = 0; e < ready; e++) {
      uint32_t id = events[e].data.u32;
      if (id == UINT32_MAX) {
        uint64_t expirations;
        if (read(timer, &expirations, sizeof expirations) < 0 && errno != EAGAIN) die("read timerfd");
        continue;
      }
      connection *c = &conns[id];
      ssize_t got = read(c->fd, buffer, sizeof buffer);
      if (got <= 0) {
        if (got < 0 && errno == EAGAIN) continue;
        fprintf(stderr, "the server closed a connection\n");
        return 2;
      }
      size_t offset = 0;
      while (offset < (size_t)got) {
        size_t used;
        if (!c->busy) {
          fprintf(stderr, "bytes arrived with no request in flight\n");
          return 2;
        }
        if (consume(c, buffer + offset, (size_t)got - offset, &used)) {
          uint64_t done = now_ns();
          if (c->status == 200) {
            record(done - c->due_ns);
            answered++;
            if (done <= window_end) answered_in_window++;
          } else {
            errors++;
          }
          c->busy = 0;
          if (queue_head < queue_tail) send_request(c, queue[queue_head++ % queue_capacity]);
        }
        offset += used;
      }
    }
    /* Every request due by now goes out on an idle connection, or waits its turn in the queue. */
    uint64_t now = now_ns();
    while (scheduled < total) {
      uint64_t due = start + (uint64_t)((double)scheduled * interval_ns);
      if (due > now) break;
      scheduled++;
      connection *idle = NULL;
      if (queue_head == queue_tail) {
        for (int k = 0; k < connection_count && !idle; k++) {
          connection *candidate = &conns[(idle_hint + k) % connection_count];
          if (!candidate->busy) {
            idle = candidate;
            idle_hint = (idle_hint + k + 1) % connection_count;
          }
        }
      }
      if (idle) send_request(idle, due);
      else enqueue(due);
    }
    if (scheduled < total) arm(timer, start + (uint64_t)((double)scheduled * interval_ns));
  }
  /* What is still waiting or in flight at the deadline counts with the latency it has reached. */
  uint64_t end = now_ns();
  uint64_t unanswered = 0;
  for (int k = 0; k < connection_count; k++) {
    if (conns[k].busy) {
      record(end - conns[k].due_ns);
      unanswered++;
    }
  }
  for (size_t q = queue_head; q < queue_tail; q++) {
    record(end - queue[q % queue_capacity]);
    unanswered++;
  }
  for (; scheduled < total; scheduled++) {
    uint64_t due = start + (uint64_t)((double)scheduled * interval_ns);
    record(end > due ? end - due : 0);
    unanswered++;
  }

  qsort(latencies, latency_count, sizeof *latencies, compare);
  printf("{\"due\":%llu,\"answered\":%llu,\"unanswered\":%llu,\"errors\":%lld,\"rps\":%.0f,"
         "\"p50Us\":%.0f,\"p90Us\":%.0f,\"p99Us\":%.0f,\"p999Us\":%.0f,\"maxUs\":%.0f}\n",
         (unsigned long long)total, (unsigned long long)answered, (unsigned long long)unanswered, errors,
         (double)answered_in_window / seconds, percentile_us(50), percentile_us(90), percentile_us(99),
         percentile_us(99.9), percentile_us(100));
  return errors > 0 || answered == 0 ? 1 : 0;
}
