/*
 * slowfs: a read-only FUSE 3 passthrough of a folder that waits a fixed latency before
 * answering each request a NAS answers over the network, so that `make bench` can time a
 * first scan as it goes on a network share.
 *
 *     slowfs [--latency-ms N] [--threads N] SOURCE MOUNTPOINT [FUSE options]
 *
 * The wait (2 ms by default) is paid by every lookup and getattr (a stat), every open and
 * opendir, every read and every readdir call. It is a sleep, not a queue: the threads that
 * serve requests (--threads, 128 by default, as a NAS serves many clients' requests at
 * once) wait in parallel, so a client with N requests in flight gets N answers per latency.
 *
 * What the kernel caches, and why: a share mounted over NFS or SMB keeps attributes and
 * names for a few seconds (NFS's acregmin is 3 s), so we let the kernel keep entries and
 * attributes for 3 s. The first scan still pays for every name once: listings carry no
 * attributes here (no readdirplus), so each entry's first stat is a lookup round trip.
 * File contents are never cached (direct_io): every read goes to the server, and a new
 * mount starts with nothing cached at all. The benchmark mounts afresh before each run.
 * Lookups in one folder are answered in parallel, as an NFS or SMB client sends them: see
 * grant_parallel_dirops for how, on the libfuse of Debian 12.
 */
#define FUSE_USE_VERSION 312
#define _GNU_SOURCE

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <limits.h>
#include <linux/fuse.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

/* A round trip to a NAS on a home network: 2 ms. */
#define DEFAULT_LATENCY_MS 2
/* Requests served at once: more than any client here keeps in flight. */
#define DEFAULT_THREADS 128
/* How long the kernel keeps names and attributes, in seconds: NFS's acregmin. */
#define ATTRIBUTE_SECONDS 3.0

static struct timespec latency;
static int source_fd = -1;
/* Whether the kernel offered parallel directory operations (set by slow_init). */
static int parallel_dirops;
/* The FUSE_INIT request's id once it has been read, so that its reply can be told apart. */
static uint64_t init_unique;
static int init_seen;

static void wait_round_trip(void)
{
	struct timespec left = latency;
	while (nanosleep(&left, &left) != 0 && errno == EINTR) {
	}
}

/* FUSE paths start with '/'; the source is reached relative to its descriptor. */
static const char *relative(const char *path)
{
	return path[1] == '\0' ? "." : path + 1;
}

static void *slow_init(struct fuse_conn_info *conn, struct fuse_config *cfg)
{
	conn->want &= ~(unsigned)FUSE_CAP_READDIRPLUS;
	/* Lookups in one folder go out together, as NFS clients send them. */
	if (conn->capable & FUSE_CAP_PARALLEL_DIROPS) {
		conn->want |= FUSE_CAP_PARALLEL_DIROPS;
		parallel_dirops = 1;
	}
	cfg->use_ino = 1;
	cfg->entry_timeout = ATTRIBUTE_SECONDS;
	cfg->attr_timeout = ATTRIBUTE_SECONDS;
	cfg->negative_timeout = 0;
	cfg->direct_io = 1;
	cfg->kernel_cache = 0;
	return NULL;
}

static int slow_getattr(const char *path, struct stat *st, struct fuse_file_info *fi)
{
	wait_round_trip();
	int res = fi ? fstat((int)fi->fh, st) : fstatat(source_fd, relative(path), st, AT_SYMLINK_NOFOLLOW);
	return res == 0 ? 0 : -errno;
}

static int slow_readlink(const char *path, char *buf, size_t size)
{
	wait_round_trip();
	ssize_t n = readlinkat(source_fd, relative(path), buf, size - 1);
	if (n < 0)
		return -errno;
	buf[n] = '\0';
	return 0;
}

static int slow_open(const char *path, struct fuse_file_info *fi)
{
	if ((fi->flags & O_ACCMODE) != O_RDONLY)
		return -EROFS;
	wait_round_trip();
	int fd = openat(source_fd, relative(path), O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	fi->fh = (uint64_t)fd;
	fi->direct_io = 1;
	fi->keep_cache = 0;
	return 0;
}

static int slow_read(const char *path, char *buf, size_t size, off_t offset, struct fuse_file_info *fi)
{
	(void)path;
	wait_round_trip();
	ssize_t n = pread((int)fi->fh, buf, size, offset);
	return n < 0 ? -errno : (int)n;
}

static int slow_release(const char *path, struct fuse_file_info *fi)
{
	(void)path;
	close((int)fi->fh);
	return 0;
}

static int slow_opendir(const char *path, struct fuse_file_info *fi)
{
	wait_round_trip();
	int fd = openat(source_fd, relative(path), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	DIR *dir = fdopendir(fd);
	if (dir == NULL) {
		int error = errno;
		close(fd);
		return -error;
	}
	fi->fh = (uint64_t)(uintptr_t)dir;
	return 0;
}

/* The whole listing in one answer, names and types only (no attributes). */
static int slow_readdir(const char *path, void *buf, fuse_fill_dir_t fill, off_t offset, struct fuse_file_info *fi,
                        enum fuse_readdir_flags flags)
{
	(void)path;
	(void)offset;
	(void)flags;
	DIR *dir = (DIR *)(uintptr_t)fi->fh;
	wait_round_trip();
	rewinddir(dir);
	struct dirent *entry;
	while ((entry = readdir(dir)) != NULL) {
		struct stat st;
		memset(&st, 0, sizeof st);
		st.st_ino = entry->d_ino;
		st.st_mode = (mode_t)DTTOIF(entry->d_type);
		if (fill(buf, entry->d_name, &st, 0, 0))
			break;
	}
	return 0;
}

static int slow_releasedir(const char *path, struct fuse_file_info *fi)
{
	(void)path;
	closedir((DIR *)(uintptr_t)fi->fh);
	return 0;
}

static int slow_statfs(const char *path, struct statvfs *st)
{
	(void)path;
	return fstatvfs(source_fd, st) == 0 ? 0 : -errno;
}

static const struct fuse_operations operations = {
	.init = slow_init,
	.getattr = slow_getattr,
	.readlink = slow_readlink,
	.open = slow_open,
	.read = slow_read,
	.release = slow_release,
	.opendir = slow_opendir,
	.readdir = slow_readdir,
	.releasedir = slow_releasedir,
	.statfs = slow_statfs,
};

/*
 * libfuse before 3.16 never puts FUSE_PARALLEL_DIROPS in its INIT reply, whatever the file
 * system wants (libfuse bug, fixed by libfuse PR #861), so the kernel sends one lookup at a
 * time per folder: 1,000 names in a folder cost 1,000 round trips in a row, which no NFS or
 * SMB client does. slowfs talks to /dev/fuse through libfuse's custom I/O hooks, which
 * note which request is FUSE_INIT and add the flag to that one reply when the kernel
 * offered it. Every other read and reply passes through untouched.
 */
static ssize_t read_request(int fd, void *buf, size_t size, void *userdata)
{
	(void)userdata;
	ssize_t n = read(fd, buf, size);
	const struct fuse_in_header *in = buf;
	if (n >= (ssize_t)sizeof *in && in->opcode == FUSE_INIT && !init_seen) {
		init_unique = in->unique;
		init_seen = 1;
	}
	return n;
}

static ssize_t write_reply(int fd, struct iovec *iov, int count, void *userdata)
{
	(void)userdata;
	const struct fuse_out_header *out = iov[0].iov_base;
	if (!parallel_dirops || !init_seen || count != 2 || iov[0].iov_len != sizeof *out || out->unique != init_unique ||
	    out->error != 0 || iov[1].iov_len < offsetof(struct fuse_init_out, flags) + sizeof(uint32_t) ||
	    iov[1].iov_len > sizeof(struct fuse_init_out))
		return writev(fd, iov, count);
	struct fuse_init_out init;
	memset(&init, 0, sizeof init);
	memcpy(&init, iov[1].iov_base, iov[1].iov_len);
	init.flags |= FUSE_PARALLEL_DIROPS;
	struct iovec patched[2] = {iov[0], {.iov_base = &init, .iov_len = iov[1].iov_len}};
	init_seen = 0;
	return writev(fd, patched, 2);
}

static const struct fuse_custom_io grant_parallel_dirops = {
	.read = read_request,
	.writev = write_reply,
};

/* fuse_main's steps, with the custom I/O set between the mount and the first request. */
static int serve(struct fuse_args *args)
{
	struct fuse_cmdline_opts opts;
	if (fuse_parse_cmdline(args, &opts) != 0 || opts.mountpoint == NULL)
		return 1;
	int status = 1;
	struct fuse *fuse = fuse_new(args, &operations, sizeof operations, NULL);
	if (fuse == NULL)
		goto out;
	if (fuse_mount(fuse, opts.mountpoint) != 0)
		goto destroy;
	struct fuse_session *session = fuse_get_session(fuse);
	if (fuse_session_custom_io(session, &grant_parallel_dirops, fuse_session_fd(session)) != 0 ||
	    fuse_daemonize(opts.foreground) != 0 || fuse_set_signal_handlers(session) != 0)
		goto unmount;
	struct fuse_loop_config *loop = fuse_loop_cfg_create();
	if (loop != NULL) {
		fuse_loop_cfg_set_clone_fd(loop, opts.clone_fd);
		fuse_loop_cfg_set_max_threads(loop, opts.max_threads);
		fuse_loop_cfg_set_idle_threads(loop, opts.max_idle_threads);
		status = fuse_loop_mt(fuse, loop) == 0 ? 0 : 1;
		fuse_loop_cfg_destroy(loop);
	}
	fuse_remove_signal_handlers(session);
unmount:
	fuse_unmount(fuse);
destroy:
	fuse_destroy(fuse);
out:
	free(opts.mountpoint);
	return status;
}

static int usage(const char *program)
{
	fprintf(stderr, "usage: %s [--latency-ms N] [--threads N] SOURCE MOUNTPOINT [FUSE options]\n", program);
	return 2;
}

/* A whole number in [0, max], or -1. */
static long number(const char *text, long max)
{
	char *end;
	errno = 0;
	long value = strtol(text, &end, 10);
	return errno != 0 || *end != '\0' || end == text || value < 0 || value > max ? -1 : value;
}

int main(int argc, char *argv[])
{
	long latency_ms = DEFAULT_LATENCY_MS;
	long threads = DEFAULT_THREADS;
	int i = 1;
	for (; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
		if (strcmp(argv[i], "--latency-ms") == 0)
			latency_ms = number(argv[i + 1], 10000);
		else if (strcmp(argv[i], "--threads") == 0)
			threads = number(argv[i + 1], 4096);
		else
			return usage(argv[0]);
		if (latency_ms < 0 || threads < 1) {
			fprintf(stderr, "%s: %s wants a whole number, not '%s'\n", argv[0], argv[i], argv[i + 1]);
			return 2;
		}
	}
	if (argc - i < 2)
		return usage(argv[0]);
	latency.tv_sec = latency_ms / 1000;
	latency.tv_nsec = (latency_ms % 1000) * 1000000L;

	const char *source = argv[i];
	source_fd = open(source, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (source_fd < 0) {
		fprintf(stderr, "%s: cannot open the folder %s: %s\n", argv[0], source, strerror(errno));
		return 1;
	}

	char thread_option[96];
	snprintf(thread_option, sizeof thread_option, "-omax_threads=%ld,max_idle_threads=%ld", threads, threads);
	struct fuse_args args = FUSE_ARGS_INIT(0, NULL);
	if (fuse_opt_add_arg(&args, argv[0]) != 0 || fuse_opt_add_arg(&args, argv[i + 1]) != 0 ||
	    fuse_opt_add_arg(&args, "-oro,default_permissions,fsname=slowfs") != 0 || fuse_opt_add_arg(&args, thread_option) != 0)
		return 1;
	for (int k = i + 2; k < argc; k++)
		if (fuse_opt_add_arg(&args, argv[k]) != 0)
			return 1;
	int status = serve(&args);
	fuse_opt_free_args(&args);
	return status;
}
