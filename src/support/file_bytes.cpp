#include "support/file_bytes.h"

#include <sys/mman.h>
#include <unistd.h>

namespace silken {

FileBytes& FileBytes::operator=(FileBytes&& other) noexcept {
  if (this != &other) {
    unmap();
    owned_ = std::move(other.owned_);
    map_ = other.map_;
    size_ = other.size_;
    other.map_ = nullptr;
    other.size_ = 0;
  }
  return *this;
}

bool FileBytes::mappable(const struct stat& st) {
  static const long page = ::sysconf(_SC_PAGESIZE);
  return S_ISREG(st.st_mode) && st.st_size > 0 && page > 0 && st.st_size % page != 0;
}

FileBytes FileBytes::map(int fd, size_t size) {
  FileBytes out;
  // Populated now: one call maps every page instead of a fault per page
  // as the lexer walks the text.
  void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
  if (p == MAP_FAILED)
    return out;
  out.map_ = static_cast<const char*>(p);
  out.size_ = size;
  return out;
}

void FileBytes::unmap() {
  if (map_)
    ::munmap(const_cast<char*>(map_), size_);
  map_ = nullptr;
  size_ = 0;
}

} // namespace silken
