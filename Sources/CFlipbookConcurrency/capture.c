// How Swift's jobs reach the virtual clock (Swift 6.3 on Linux):
// - A job for the main actor is handed by the runtime's main executor to
//   libdispatch with dispatch_async_f(main queue, job, run-job function): the
//   runtime's swift_task_enqueueMainExecutor_hook is not consulted on that path
//   since the executors moved into Swift (6.2). This file therefore defines
//   dispatch_async_f itself: the program's definition comes first in ELF symbol
//   lookup, so the runtime's calls reach it; it passes every call on to
//   libdispatch's own (RTLD_NEXT) unless the calling thread is driving a clock
//   and the queue is the main queue.
// - A job for the global executor (a detached task, a nonisolated async
//   function, a task group's child) goes through swift_task_enqueueGlobal, which
//   still calls swift_task_enqueueGlobal_hook. The hook variable is set through
//   dlsym on the runtime library itself (a direct reference would make a copy
//   of it in the program, which the library never reads).
#define _GNU_SOURCE
#include "CFlipbookConcurrency.h"
#include <stddef.h>

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <dlfcn.h>
#include <pthread.h>

#define SWIFTCC __attribute__((swiftcall))
typedef SWIFTCC void (*enqueue_original)(void *job);
typedef SWIFTCC void (*enqueue_hook)(void *job, enqueue_original original);
typedef struct dispatch_queue_s *dispatch_queue_t;
typedef void (*dispatch_function_t)(void *);

static _Thread_local void *driving;
static flipbook_job_sink sink;
static void *main_queue;
static void (*real_dispatch_async_f)(dispatch_queue_t, void *, dispatch_function_t);
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int installed;

static SWIFTCC void enqueue_global(void *job, enqueue_original original) {
  if (driving && sink) sink(driving, job, NULL);
  else original(job);
}

void dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t work) {
  if (driving && sink && (void *)queue == main_queue) {
    sink(driving, context, work);
    return;
  }
  if (!real_dispatch_async_f) real_dispatch_async_f = dlsym(RTLD_NEXT, "dispatch_async_f");
  real_dispatch_async_f(queue, context, work);
}

static void install_once(void) {
  void *runtime = dlopen("libswift_Concurrency.so", RTLD_NOW | RTLD_NOLOAD);
  void *queue = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
  if (!runtime || !queue) return;
  enqueue_hook *hook = dlsym(runtime, "swift_task_enqueueGlobal_hook");
  real_dispatch_async_f = dlsym(RTLD_NEXT, "dispatch_async_f");
  if (!hook || !real_dispatch_async_f) return;
  main_queue = queue;
  *hook = enqueue_global;
  installed = 1;
}

int flipbook_concurrency_install(flipbook_job_sink s) {
  sink = s;
  pthread_once(&once, install_once);
  return installed;
}

void *flipbook_concurrency_swap_context(void *context) {
  void *previous = driving;
  driving = context;
  return previous;
}

void *flipbook_concurrency_context(void) { return driving; }

#else
// Elsewhere (macOS) Swift concurrency runs on the system's executors.
int flipbook_concurrency_install(flipbook_job_sink s) { (void)s; return 0; }
void *flipbook_concurrency_swap_context(void *context) { (void)context; return NULL; }
void *flipbook_concurrency_context(void) { return NULL; }
#endif

void flipbook_concurrency_run(flipbook_job_work work, void *job) { work(job); }
